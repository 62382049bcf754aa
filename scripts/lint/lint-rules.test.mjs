import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { importCycles } from "./import-cycles.mjs";

const repoRoot = join(import.meta.dirname, "../..");

/** A throwaway project: tsconfig with an "@/..." alias, and the given files under src/. */
function project(files) {
  const root = mkdtempSync(join(tmpdir(), "import-cycles-"));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write(
    "app/tsconfig.json",
    JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "bundler", baseUrl: ".", paths: { "@/*": ["./src/*"] } }, include: ["src"] }),
  );
  for (const [path, text] of Object.entries(files)) write(`app/src/${path}`, text);
  return root;
}

async function cycleErrors(files) {
  const root = project(files);
  try {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ["**/*.ts"],
          languageOptions: { parser: tseslint.parser },
          plugins: { imports: importCycles(root, ["app"]) },
          rules: { "imports/no-cycle": "error" },
        },
      ],
    });
    const results = await eslint.lintFiles(["app/src"]);
    return results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(root.length + 1)}: ${m.message}`)).sort();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("imports/no-cycle", () => {
  it("reports every import on a circle, type-only and aliased ones too, with the circle", async () => {
    const errors = await cycleErrors({
      "context.ts": 'import type { Reader } from "./auth/reader";\nexport interface User { reader: Reader }\n',
      "auth/reader.ts": 'import type { User } from "@/context";\nexport interface Reader { user: User }\n',
      "leaf.ts": 'import type { User } from "./context";\nexport type Id = User["reader"];\n',
    });
    expect(errors).toEqual([
      "app/src/auth/reader.ts: Import cycle: app/src/auth/reader.ts → app/src/context.ts → app/src/auth/reader.ts. Move what both sides need to a module that imports neither.",
      "app/src/context.ts: Import cycle: app/src/context.ts → app/src/auth/reader.ts → app/src/context.ts. Move what both sides need to a module that imports neither.",
    ]);
  });

  it("finds longer circles through re-exports and import()", async () => {
    const errors = await cycleErrors({
      "a.ts": 'export * from "./b";\n',
      "b.ts": 'export const load = () => import("./c");\n',
      "c.ts": 'export { load } from "./a";\n',
    });
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain("app/src/a.ts → app/src/b.ts → app/src/c.ts → app/src/a.ts");
  });

  it("is quiet without a circle", async () => {
    expect(await cycleErrors({ "a.ts": 'import type { B } from "./b";\nexport type A = B;\n', "b.ts": "export type B = string;\n" })).toEqual([]);
  });
});

// The first lint loads the whole configuration and its plugins: seconds on a busy machine.
describe("the server's infrastructure", { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const lint = async (file, text) => (await eslint.lintText(text, { filePath: join(repoRoot, file) }))[0].messages.map((m) => m.ruleId);

  it("does not import modules/, not even a type", async () => {
    const text = 'import type { CachedView } from "../modules/meal-plans/service";\nexport type View = CachedView;\n';
    expect(await lint("apps/server/src/cache/example.ts", text)).toEqual(["no-restricted-imports"]);
    expect(await lint("apps/server/src/adapters/llm/example.ts", text.replace("../", "../../"))).toEqual(["no-restricted-imports"]);
  });

  it("while modules import each other and the infrastructure", async () => {
    const text =
      'import type { CachedView } from "../meal-plans/service";\nimport type { SessionUser } from "../../http/context";\nexport type View = [CachedView, SessionUser];\n';
    expect(await lint("apps/server/src/modules/pantry/example.ts", text)).toEqual([]);
  });
});
