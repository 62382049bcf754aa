// Bundles the server into dist/index.js, its npm packages included: loading them as hundreds of
// separate ES modules from node_modules cost ~400 ms of CPU on every start (docs/decisions/040).
// Left outside: packages that load files of their own at run time (PGlite's wasm and data files,
// argon2's and sharp's native addons, pg's optional native binding).
import { build } from "esbuild";

const external = ["@electric-sql/pglite", "@node-rs/argon2", "pg", "sharp"];

await build({
  entryPoints: [new URL("./src/index.ts", import.meta.url).pathname],
  outfile: new URL("./dist/index.js", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // CommonJS packages inside the bundle (nodemailer) require Node's built-in modules.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  logLevel: "warning",
});
