import { Hono } from "hono";
import { moderationInputSchema } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireAdmin } from "../../http/session";
import { validate } from "../../http/validation";
import { dismissReports, setHidden, setSuspended } from "./moderation";
import { reviewQueue } from "./reports";

/** The Admin Dashboard's community review queue and its decisions (admins and super admins). */
export const communityAdminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/reports", async (c) => c.json({ items: await reviewQueue(c.get("deps").db) }))
  .post("/recipes/:id/hide", validate("json", moderationInputSchema), async (c) => {
    const { db, now } = c.get("deps");
    await setHidden(db, currentUser(c).id, c.req.param("id"), true, c.req.valid("json").note, now());
    return c.json({ hidden: true });
  })
  .post("/recipes/:id/restore", async (c) => {
    const { db, now } = c.get("deps");
    await setHidden(db, currentUser(c).id, c.req.param("id"), false, "", now());
    return c.json({ hidden: false });
  })
  .post("/recipes/:id/dismiss", async (c) => {
    const { db, now } = c.get("deps");
    await dismissReports(db, currentUser(c).id, c.req.param("id"), now());
    return c.json({ dismissed: true });
  })
  .post("/authors/:id/suspend", async (c) => {
    const { db, now } = c.get("deps");
    await setSuspended(db, currentUser(c).id, c.req.param("id"), true, now());
    return c.json({ suspended: true });
  })
  .post("/authors/:id/reinstate", async (c) => {
    const { db, now } = c.get("deps");
    await setSuspended(db, currentUser(c).id, c.req.param("id"), false, now());
    return c.json({ suspended: false });
  });
