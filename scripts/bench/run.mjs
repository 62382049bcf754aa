// `npm run bench`: builds, runs every scripts/bench/*.bench.{mjs,ts} (TypeScript through tsx), writes bench-results/<name>.json.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const only = process.argv[2];
spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
mkdirSync(join(root, "bench-results"), { recursive: true });

const benches = readdirSync(fileURLToPath(new URL(".", import.meta.url))).filter((f) => /\.bench\.(mjs|ts)$/.test(f) && (!only || f.includes(only)));
let failed = 0;
for (const file of benches) {
  const name = file.replace(/\.bench\.(mjs|ts)$/, "");
  console.log(`\n=== ${name} ===`);
  let result;
  try {
    const { run } = await import(pathToFileURL(fileURLToPath(new URL(file, import.meta.url))).href);
    result = {
      name,
      at: new Date().toISOString(),
      machine: { cpus: (await import("node:os")).cpus().length, node: process.version },
      ...(await run({ root })),
    };
  } catch (error) {
    // One broken benchmark must not hide the others' results.
    failed += 1;
    result = { name, at: new Date().toISOString(), error: String(error?.stack ?? error) };
  }
  writeFileSync(join(root, "bench-results", `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  // Benchmarks that report `figures` ({ value, target, pass } each) also get them as a table.
  if (result.figures)
    console.table(
      Object.fromEntries(Object.entries(result.figures).map(([figure, f]) => [figure, { value: f.value, target: f.target, pass: f.pass ? "pass" : "FAIL" }])),
    );
}
process.exit(failed ? 1 : 0);
