import { createRoute } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { healthSchema, readySchema, unreadySchema } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { createRouter, jsonContent } from "../../http/openapi";

const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["Health"],
  summary: "Liveness: the process answers",
  responses: { 200: jsonContent(healthSchema, "Alive.") },
});

const ready = createRoute({
  method: "get",
  path: "/ready",
  tags: ["Health"],
  summary: "Readiness: the database answers",
  responses: { 200: jsonContent(readySchema, "Ready."), 503: jsonContent(unreadySchema, "Shutting down, or the database does not answer.") },
});

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes = createRouter<AppEnv>()
  .openapi(health, (c) => c.json({ status: "ok" as const }, 200))
  .openapi(ready, async (c) => {
    // Unready from the first moment of a shutdown, while the server still answers (graceful-shutdown.ts).
    if (c.get("deps").lifecycle.draining) return c.json({ status: "unavailable" as const, reason: "shutting down" }, 503);
    // A probe reports the database's own failure rather than the generic 500 of onError.
    const failure = await c
      .get("deps")
      .db.execute(sql`select 1`)
      .then(
        () => null,
        (error: Error) => error.message,
      );
    if (failure !== null) return c.json({ status: "unavailable" as const, database: failure }, 503);
    return c.json({ status: "ready" as const, database: "ok" as const }, 200);
  });
