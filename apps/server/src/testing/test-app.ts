import { readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { inject } from "vitest";
import { createApp } from "../app";
import { openDatabase } from "../db/client";
import { parseEnv } from "../env";
import { createDeps } from "../server";
import { answeredWorkDone } from "../auth/answer-at-deadline";

export const TEST_APP_URL = "http://localhost:3000";

/**
 * A fresh app over the run's test database, with a controllable clock.
 * `sameDatabaseAs` makes a second instance over another app's database, as
 * when several servers run behind a load balancer.
 */
export async function createTestApp(extraEnv: Record<string, string> = {}, opts: { sameDatabaseAs?: { pglite?: PGlite } } = {}) {
  const postgres = process.env.TEST_DB_KIND === "postgres";
  const env = parseEnv({
    NODE_ENV: "test",
    APP_URL: TEST_APP_URL,
    DATA_DIR: mkdtempSync(join(tmpdir(), "sierra-test-")),
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    DATABASE_URL: postgres ? process.env.TEST_DATABASE_URL : undefined,
    ...extraEnv,
  });
  const sharedPglite = opts.sameDatabaseAs?.pglite;
  const pglite = postgres
    ? undefined
    : (sharedPglite ?? (await PGlite.create({ loadDataDir: new Blob([readFileSync(inject("dbTemplate"))]), extensions: { pg_trgm } })));
  const handle = pglite ? await openDatabase({ pglite }) : await openDatabase({ databaseUrl: env.DATABASE_URL });
  const deps = await createDeps(env, handle);
  let clock: Date | null = null;
  deps.now = () => clock ?? new Date();
  const app = createApp(deps);
  return {
    app,
    deps,
    db: deps.db,
    /** Fix "now" for time rules; null returns to the real clock. */
    setNow: (date: Date | null) => {
      clock = date;
    },
    pglite,
    // The first instance owns a shared PGlite and closes it.
    close: async () => {
      // Sign-ups and resets answered before their work ended (auth/answer-at-deadline.ts) finish first.
      await answeredWorkDone();
      await deps.mailer.stop?.();
      if (!sharedPglite) await handle.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
