import { Hono } from "hono";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireUser } from "../../http/session";
import { calendarForToken, feedStatus, feedUrls, revokeFeed, rotateFeed } from "./service";

/** Managing the feed needs a session; reading it needs only the secret in the URL (calendar apps have no cookies). */
export const calendarFeedRoutes = new Hono<AppEnv>()
  .get("/calendar-feed", requireUser, async (c) => c.json(await feedStatus(c.get("deps").db, currentUser(c).id)))
  .post("/calendar-feed", requireUser, async (c) => {
    const { db, env } = c.get("deps");
    const token = await rotateFeed(db, currentUser(c).id);
    return c.json({ active: true, ...feedUrls(env.appUrl, token) }, 201);
  })
  .delete("/calendar-feed", requireUser, async (c) => {
    await revokeFeed(c.get("deps").db, currentUser(c).id);
    return c.json({ active: false });
  })
  .get("/calendar/:file", async (c) => {
    const { db, env, now } = c.get("deps");
    const token = c.req.param("file").replace(/\.ics$/, "");
    const calendar = token.length >= 20 ? await calendarForToken(db, token, env.appUrl, now()) : null;
    if (!calendar) return c.text("Calendar not found", 404);
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Cache-Control", "private, max-age=300");
    return c.body(calendar);
  });
