import { Hono } from "hono";
import { z } from "zod";
import { PLAN_TYPES } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { validate } from "../../http/validation";
import { currentUser, requireAdmin } from "../../http/session";
import { coreHealthChecks, runHealthChecks } from "./health";
import { getAdminStats, grantComplimentary, listUsers } from "./service";
import { sandboxAdvanceRequestSchema } from "@sierra/shared";
import { advanceSandboxClock } from "../billing/sandbox/clock";
import { billingHistory, revenueFigures } from "../billing/admin-figures";

const grantSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("trial"), days: z.number().int().min(1).max(365).default(14) }),
  z.object({ kind: z.literal("plan"), planType: z.enum(PLAN_TYPES), days: z.number().int().min(1).max(730).default(90) }),
  z.object({ kind: z.literal("revoke") }),
]);

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/stats", async (c) => {
    const { db, now } = c.get("deps");
    // Only the core checks: the stat card must not wait on a mail server round trip.
    const core = await Promise.all(coreHealthChecks(c.get("deps")));
    const systemStatus = core.every((h) => h.status === "Operational") ? "Active" : "Degraded";
    return c.json({ ...(await getAdminStats(db, now())), ...(await revenueFigures(db)), systemStatus });
  })
  .get("/users", validate("query", z.object({ search: z.string().trim().max(200).optional(), page: z.coerce.number().int().min(1).default(1) })), async (c) => {
    const { db, now } = c.get("deps");
    const { search, page } = c.req.valid("query");
    return c.json(await listUsers(db, { search: search || undefined, page }, now()));
  })
  .get("/health", async (c) => c.json({ checks: await runHealthChecks(c.get("deps")) }))
  .get("/users/:id/billing", async (c) => c.json(await billingHistory(c.get("deps").db, c.req.param("id"))))
  .post("/billing/sandbox/advance", validate("json", sandboxAdvanceRequestSchema), async (c) => {
    await advanceSandboxClock(c.get("deps"), c.req.valid("json"));
    return c.json({ ok: true });
  })
  .post("/users/:id/complimentary", validate("json", grantSchema), async (c) => {
    const { db, now } = c.get("deps");
    const subscription = await grantComplimentary(db, c.req.param("id"), currentUser(c).id, c.req.valid("json"), now());
    if (!subscription) return c.json({ message: "User not found" }, 404);
    return c.json({ subscription });
  });
