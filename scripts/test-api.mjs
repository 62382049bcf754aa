// Runs the API suite against PGlite, then against PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from "node:child_process";

const kinds = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];
if (kinds.length === 1) console.log("TEST_DATABASE_URL is not set: the API suite runs on PGlite only.");
for (const kind of kinds) {
  console.log(`\n=== API suite on ${kind} ===`);
  const result = spawnSync("npx", ["vitest", "run", "--project", "api", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, TEST_DB_KIND: kind },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
