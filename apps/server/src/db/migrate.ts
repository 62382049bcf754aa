import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "./client";

/** The committed migrations, found both from source (src/db) and from the bundle (dist). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "migrations"), join(here, "../src/db/migrations"), join(here, "db/migrations")];
  const found = candidates.find((p) => existsSync(join(p, "meta/_journal.json")));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

/**
 * Applies the migrations the database has not had yet. Drizzle's migrator applies those newer
 * than the last one recorded; when the last recorded is the newest committed, there are none, and
 * two short queries say so: the migrator would read and hash every file and run three statements
 * and an empty transaction on every start (docs/decisions/040).
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (await isUpToDate(handle.db, newestMigrationMillis(config.migrationsFolder))) return;
  if (handle.kind === "postgres") {
    await migratePg(handle.db as never, config);
  } else {
    await migratePglite(handle.db, config);
  }
}

/** The `when` of the newest committed migration: drizzle records it as the applied one's created_at. */
function newestMigrationMillis(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8")) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** True when drizzle's record of applied migrations exists and already holds the newest one. */
async function isUpToDate(db: Database, newest: number): Promise<boolean> {
  const [found] = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "present"`)).rows as { present: boolean }[];
  if (!found?.present) return false;
  const [last] = (await db.execute(sql`select max(created_at) as "createdAt" from drizzle.__drizzle_migrations`)).rows as { createdAt: string | null }[];
  return last?.createdAt != null && Number(last.createdAt) >= newest;
}
