import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { featureBoundaries } from "./scripts/lint/feature-boundaries.mjs";
import { importCycles } from "./scripts/lint/import-cycles.mjs";

/**
 * Import boundaries of design.md section 2, enforced here:
 * - shared is pure: no Node, DOM-framework or database imports;
 * - the web app reaches the server only as `import type` (AppType);
 * - the server never imports the web app;
 * - a feature does not reach into another feature's internals (only session hooks are shared);
 * - the server's infrastructure (cache, http, auth, db, adapters) does not import its modules;
 * - no import cycles, type-only imports included.
 */
const restricted = (patterns, paths = []) => ["error", { patterns, paths }];
const PROJECTS = ["packages/shared", "apps/server", "apps/web"];
const serverNeverImportsWeb = { group: ["@sierra/web", "**/apps/web/**"], message: "The server never imports the web app." };
const OUTBOUND = "Outbound requests go through the guarded client in apps/server/src/adapters/http (createOutboundClient / outboundClientFor).";
const RAW_CALL = "Call the API through `api` and `unwrap` from @/lib/api (hc<AppType>), not a raw request.";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
      "scratch/**",
      "apps/web/src/components/ui/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Prettier (npm run lint's second half) formats code to .prettierrc.json's 160 columns; what it
      // cannot break (a comment) is caught here. Long strings and URLs stay whole, for grep.
      "max-len": ["error", { code: 160, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
    },
  },
  {
    files: ["packages/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": restricted([
        { group: ["node:*", "fs", "path", "crypto"], message: "@sierra/shared must stay pure TypeScript (no Node)." },
        {
          group: ["react", "react-dom", "react/*", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*", "hono", "hono/*"],
          message: "@sierra/shared must not depend on UI, database or server libraries.",
        },
        { group: ["@sierra/server", "@sierra/web"], message: "Imports flow one way: shared <- server, shared <- web." },
      ]),
    },
  },
  {
    files: ["apps/server/**/*.ts"],
    rules: {
      "no-restricted-imports": restricted([serverNeverImportsWeb]),
    },
  },
  {
    // Modules build on the infrastructure, never the reverse: what infrastructure needs from a
    // module (a cache's value type, a sign-up hook) it takes as a type parameter or an argument.
    files: ["apps/server/src/{cache,http,auth,db,adapters}/**/*.ts"],
    rules: {
      "no-restricted-imports": restricted([
        serverNeverImportsWeb,
        {
          regex: "^(\\.\\./)+modules/",
          message: "Infrastructure (cache, http, auth, db, adapters) does not import modules/: take the module's part as a parameter.",
        },
      ]),
    },
  },
  {
    files: PROJECTS.map((project) => `${project}/src/**/*.{ts,tsx}`),
    plugins: { imports: importCycles(import.meta.dirname, PROJECTS) },
    rules: { "imports/no-cycle": "error" },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, boundaries: featureBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "boundaries/no-cross-feature-imports": "error",
      "react-hooks/set-state-in-effect": "off",
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": restricted(
        [
          {
            group: ["**/apps/server/**", "@sierra/server/*"],
            message: 'The web app may import the server only as `import type { AppType } from "@sierra/server"`.',
          },
        ],
        [
          { name: "@sierra/server", message: "Only `import type { AppType }` from the server.", allowTypeImports: true },
          // Toasts go through @/lib/toast, which mounts the toaster with the first toast: one raised
          // through the library directly, before anything else, is never shown.
          { name: "sonner", message: "Use `toast` from @/lib/toast.", allowTypeImports: true },
        ],
      ),
    },
  },
  {
    // design.md 4.7: every call goes through hc<AppType> + unwrap (apps/web/src/lib/api.ts), so
    // screens get the server's status and code and types come from its routes.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-globals": ["error", ...["fetch", "XMLHttpRequest", "EventSource"].map((name) => ({ name, message: RAW_CALL }))],
      "no-restricted-properties": ["error", ...["window", "globalThis", "self"].map((object) => ({ object, property: "fetch", message: RAW_CALL }))],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name='json'][arguments.length=0]", message: "Read an API answer with unwrap() from @/lib/api." },
      ],
    },
  },
  {
    // The API client itself; and the prerendered landing page, whose 1 KB script must not pull in
    // the hc client (docs/decisions/032).
    files: ["apps/web/src/lib/api.ts", "apps/web/src/landing/**"],
    rules: { "no-restricted-globals": "off", "no-restricted-properties": "off", "no-restricted-syntax": "off" },
  },
  {
    // design.md 5: every outbound request of the server goes through adapters/http (the guarded
    // client, docs/decisions/057); tests and test servers call their own loopback servers freely.
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/adapters/http/**", "apps/server/src/testing/**", "apps/server/src/**/*.test.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: OUTBOUND },
        { name: "XMLHttpRequest", message: OUTBOUND },
        { name: "WebSocket", message: OUTBOUND },
      ],
      "no-restricted-properties": ["error", ...["globalThis", "global"].map((object) => ({ object, property: "fetch", message: OUTBOUND }))],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/^(node:)?(https?|http2|net|tls)$/] > ImportSpecifier[imported.name=/^(request|get|connect)$/]",
          message: OUTBOUND,
        },
        { selector: "ImportDeclaration[source.value=/^(undici|axios|node-fetch|got|ky)$/]", message: OUTBOUND },
      ],
    },
  },
  {
    // A feature may use its own internals; the router composes every feature's pages.
    files: ["apps/web/src/app/router.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    files: ["e2e/**/*.ts", "scripts/**/*.mjs", "*.config.{js,ts}", "apps/*/build.mjs", "apps/*/*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
);
