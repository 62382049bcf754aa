import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { DatabaseHandle } from "./client";

/** The committed migrations, found both from source (src/db) and from the bundle (dist). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "migrations"), join(here, "../src/db/migrations"), join(here, "db/migrations")];
  const found = candidates.find((p) => existsSync(join(p, "meta/_journal.json")));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === "postgres") {
    await migratePg(handle.db as never, config);
  } else {
    await migratePglite(handle.db, config);
  }
}
