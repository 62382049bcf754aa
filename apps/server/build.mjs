// Bundles the server into dist/index.js, its npm packages included: loading them as hundreds of
// separate ES modules from node_modules cost ~400 ms of CPU on every start (docs/decisions/040).
// Left outside: packages that load files of their own at run time (PGlite's wasm and data files,
// argon2's and sharp's native addons, pg's optional native binding).
import { rmSync } from "node:fs";
import { build } from "esbuild";

const external = ["@electric-sql/pglite", "@node-rs/argon2", "pg", "sharp"];

// Chunks are named by their content: a new build starts from an empty folder.
rmSync(new URL("./dist", import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { index: new URL("./src/index.ts", import.meta.url).pathname },
  outdir: new URL("./dist", import.meta.url).pathname,
  // Code imported with import() (recipe import's page readers) becomes a chunk of its own, read
  // when first used rather than on every start (docs/decisions/069).
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
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
