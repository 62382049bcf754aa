import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { AppEnv } from "../../app-deps";

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes = new Hono<AppEnv>()
  .get("/health", (c) => c.json({ status: "ok" }))
  .get("/ready", async (c) => {
    // Unready from the first moment of a shutdown, while the server still answers (graceful-shutdown.ts).
    if (c.get("deps").lifecycle.draining) return c.json({ status: "unavailable", reason: "shutting down" }, 503);
    try {
      await c.get("deps").db.execute(sql`select 1`);
      return c.json({ status: "ready", database: "ok" });
    } catch (error) {
      return c.json({ status: "unavailable", database: (error as Error).message }, 503);
    }
  });
