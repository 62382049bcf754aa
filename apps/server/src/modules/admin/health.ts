import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";

export interface HealthCheck {
  name: string;
  status: "Operational" | "Degraded" | "Unavailable";
  detail: string;
  latencyMs: number;
}

async function timed(name: string, run: () => Promise<{ ok: boolean; detail: string; degraded?: boolean }>): Promise<HealthCheck> {
  const started = performance.now();
  try {
    const { ok, detail, degraded } = await run();
    const status = !ok ? "Unavailable" : degraded ? "Degraded" : "Operational";
    return { name, status, detail, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { name, status: "Unavailable", detail: (error as Error).message, latencyMs: Math.round(performance.now() - started) };
  }
}

/** Database and sessions: what "System Status" on the stat cards is made of. */
export function coreHealthChecks(deps: AppDeps): Promise<HealthCheck>[] {
  return [
    timed("Database", async () => {
      await deps.db.execute(sql`select 1`);
      return { ok: true, detail: deps.dbKind === "postgres" ? "PostgreSQL answered" : "Embedded PostgreSQL (PGlite) answered" };
    }),
    timed("Authentication", async () => {
      const context = await deps.auth.$context;
      const sessions = await context.internalAdapter.listSessions("health-check-no-such-user");
      return { ok: Array.isArray(sessions), detail: "Session store answered" };
    }),
  ];
}

/** Live checks behind the admin's System Health tab (the spec's static text, made real). */
export async function runHealthChecks(deps: AppDeps): Promise<HealthCheck[]> {
  return Promise.all([
    // The local engine answers a test request; a model's API is asked for its model list.
    timed("AI Assistant", () => deps.assistant.check()),
    ...coreHealthChecks(deps),
    timed("E-mail", async () => {
      const result = await deps.mailer.check();
      return { ok: result.ok, detail: result.detail, degraded: deps.mailer.kind === "outbox" };
    }),
  ]);
}
