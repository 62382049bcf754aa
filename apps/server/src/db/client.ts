import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

/** PostgreSQL when a URL is given; otherwise PGlite stored in dataDir (or in memory for tests). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; pglite?: PGlite }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Both drivers expose the same query builder; the cast keeps one Database type for services.
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  let client = opts.pglite;
  if (!client) {
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: opts.dataDir, extensions: { pg_trgm } });
  }
  const db = drizzlePglite(client, { schema });
  const owned = client;
  return { db, kind: "pglite", close: () => owned.close() };
}
