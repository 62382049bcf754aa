import type { AppEnv } from "../../app-deps";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { coreHealthChecks, runHealthChecks } from "./health";
import { getAdminStats, grantComplimentary, listUsers } from "./service";
import { advanceSandboxClock } from "../billing/sandbox/clock";
import { billingHistory, revenueFigures } from "../billing/admin-figures";
import { billingHistoryRoute, complimentaryRoute, healthRoute, sandboxAdvanceRoute, statsRoute, usersRoute } from "./route-specs";

export const adminRoutes = createRouter<AppEnv>()
  .openapi(statsRoute, async (c) => {
    const { db, now } = c.get("deps");
    // Only the core checks: the stat card must not wait on a mail server round trip.
    const core = await Promise.all(coreHealthChecks(c.get("deps")));
    const systemStatus = core.every((h) => h.status === "Operational") ? ("Active" as const) : ("Degraded" as const);
    return c.json({ ...(await getAdminStats(db, now())), ...(await revenueFigures(db)), systemStatus }, 200);
  })
  .openapi(usersRoute, async (c) => {
    const { db, now } = c.get("deps");
    const { search, page } = c.req.valid("query");
    return c.json(await listUsers(db, { search: search || undefined, page }, now()), 200);
  })
  .openapi(healthRoute, async (c) => c.json({ checks: await runHealthChecks(c.get("deps")) }, 200))
  .openapi(billingHistoryRoute, async (c) => c.json(await billingHistory(c.get("deps").db, c.req.valid("param").id), 200))
  .openapi(sandboxAdvanceRoute, async (c) => {
    await advanceSandboxClock(c.get("deps"), c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(complimentaryRoute, async (c) => {
    const { db, now } = c.get("deps");
    const subscription = await grantComplimentary(db, c.req.valid("param").id, currentUser(c).id, c.req.valid("json"), now());
    return c.json({ subscription }, 200);
  });
