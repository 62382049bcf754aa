import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { loadCatalogue } from "../modules/recipes/catalogue/load-catalogue";

/**
 * One migrated database per run: for PGlite a dumped data dir that each test
 * file loads (~1 s instead of initdb), for PostgreSQL a freshly reset schema.
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public;");
    await client.end();
    const handle = await openDatabase({ databaseUrl: url });
    await runMigrations(handle);
    await loadCatalogue(handle.db);
    await handle.close();
    project.provide("dbTemplate", "");
    return;
  }
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const handle = await openDatabase({ pglite });
  await runMigrations(handle);
  await loadCatalogue(handle.db);
  const dump = await pglite.dumpDataDir("none");
  const file = join(mkdtempSync(join(tmpdir(), "sierra-template-")), "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("dbTemplate", file);
}

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}
