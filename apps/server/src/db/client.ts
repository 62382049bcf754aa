import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";
import { pgliteListen, postgresListen, type Listen } from "./listen";

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Subscribes to NOTIFY on a channel (cache invalidation across instances). */
  listen: Listen;
  close: () => Promise<void>;
}

/** Settings of every connection, both for recipe search (decision 009). */
const SESSION_SETTINGS = [
  // A search matching more than 300 recipes ranks the first matches its scan meets. With
  // synchronized scans (tables over a quarter of shared_buffers) a scan starts where the
  // previous one stopped, so the same search listed other recipes on every request and pages
  // repeated or skipped some. Every scan starts at the first block instead.
  "synchronize_seqscans=off",
  // The typo match: at pg_trgm's default of 0.6, "chiken", "spagetti" and "lasagana" found
  // nothing (0.5-0.57 from the real words).
  "pg_trgm.word_similarity_threshold=0.5",
  // Statements prepared by name (db/text-row.ts) are still planned for each call's values, never
  // with a generic plan: a search must scan and stop early for a common word and use the GIN
  // index for a rare one, which only the values tell (docs/decisions/009, 043).
  "plan_cache_mode=force_custom_plan",
];

/**
 * PGlite's PostgreSQL keeps the default 128 MB of shared buffers inside this process, and touches
 * them all at start: a quarter of that holds the whole catalogue and its indexes several times
 * over, and the files underneath stay in the operating system's cache (docs/decisions/040: RSS <= 400 MB).
 */
const PGLITE_SETTINGS = ["shared_buffers=32MB"];

/** PostgreSQL when a URL is given; otherwise PGlite stored in dataDir (or in memory for tests). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; pglite?: PGlite }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: SESSION_SETTINGS.map((setting) => `-c ${setting}`).join(" ") });
    // Both drivers expose the same query builder; the cast keeps one Database type for services.
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return withListeners({ db, kind: "postgres" }, postgresListen(opts.databaseUrl), () => pool.end());
  }
  let client = opts.pglite;
  if (!client) {
    if (opts.dataDir) {
      mkdirSync(opts.dataDir, { recursive: true });
      if (!existsSync(join(opts.dataDir, "PG_VERSION"))) await createDataDirApart(opts.dataDir);
    }
    client = await PGlite.create({ dataDir: opts.dataDir, extensions: { pg_trgm }, postgresqlconf: PGLITE_SETTINGS });
  }
  await client.exec(SESSION_SETTINGS.map((setting) => `set ${setting};`).join("\n"));
  const db = drizzlePglite(client, { schema });
  const owned = client;
  return withListeners({ db, kind: "pglite" }, pgliteListen(owned), () => owned.close());
}

/**
 * PGlite creates a new data directory with a second PostgreSQL inside this process, and ~150 MB
 * of it stays resident after that one closes (docs/decisions/040). A first start creates it in a
 * short-lived child process instead; this process then opens it as it does on every restart.
 */
async function createDataDirApart(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `require(${JSON.stringify(pglite)}).PGlite.create({ dataDir: process.argv[1] }).then((db) => db.close())`;
  const child = spawn(process.execPath, ["-e", script, dataDir], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => child.once("error", reject).once("exit", resolve));
  if (code !== 0) throw new Error(`Creating the database in ${dataDir} failed: ${stderr.trim() || `exit code ${code}`}`);
}

/** Closing the handle also ends its subscriptions (a PostgreSQL listener holds a connection of its own). */
function withListeners(base: Pick<DatabaseHandle, "db" | "kind">, listen: Listen, closeDatabase: () => Promise<void>): DatabaseHandle {
  const stops: (() => Promise<void>)[] = [];
  return {
    ...base,
    listen: async (channel, listener) => {
      const stop = await listen(channel, listener);
      stops.push(stop);
      return stop;
    },
    close: async () => {
      await Promise.all(stops.splice(0).map((stop) => stop()));
      await closeDatabase();
    },
  };
}
