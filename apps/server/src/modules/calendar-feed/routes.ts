import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { calendarFeedCreatedSchema, calendarFeedRevokedSchema, calendarFeedStatusSchema, calendarFileParamSchema } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { commonErrors, createRouter, jsonContent } from "../../http/openapi";
import { currentUser, requireUser } from "../../http/session";
import { calendarForToken, feedStatus, feedUrls, revokeFeed, rotateFeed } from "./service";

const feed = { path: "/calendar-feed" as const, tags: ["Calendar feed"], middleware: [requireUser] };

const status = createRoute({
  ...feed,
  method: "get",
  summary: "Whether the private calendar feed is on",
  responses: { 200: jsonContent(calendarFeedStatusSchema, "The feed's state."), 401: commonErrors[401] },
});
const rotate = createRoute({
  ...feed,
  method: "post",
  summary: "A new secret feed address; the old one stops working",
  responses: { 201: jsonContent(calendarFeedCreatedSchema, "The new address, shown once."), 401: commonErrors[401] },
});
const revoke = createRoute({
  ...feed,
  method: "delete",
  summary: "Turn the feed off",
  responses: { 200: jsonContent(calendarFeedRevokedSchema, "Off."), 401: commonErrors[401] },
});
const file = createRoute({
  method: "get",
  path: "/calendar/{file}",
  tags: ["Calendar feed"],
  summary: "The feed itself (the secret in the address is the credential)",
  request: { params: calendarFileParamSchema },
  responses: {
    200: { description: "An iCalendar file.", content: { "text/calendar": { schema: z.string() } } },
    404: { description: "No feed has this secret.", content: { "text/plain": { schema: z.string() } } },
  },
});

/** Managing the feed needs a session; reading it needs only the secret in the URL (calendar apps have no cookies). */
export const calendarFeedRoutes = createRouter<AppEnv>()
  .openapi(status, async (c) => c.json(await feedStatus(c.get("deps").db, currentUser(c).id), 200))
  .openapi(rotate, async (c) => {
    const { db, env } = c.get("deps");
    const token = await rotateFeed(db, currentUser(c).id);
    return c.json({ active: true as const, ...feedUrls(env.appUrl, token) }, 201);
  })
  .openapi(revoke, async (c) => {
    await revokeFeed(c.get("deps").db, currentUser(c).id);
    return c.json({ active: false as const }, 200);
  })
  .openapi(
    file,
    async (c) => {
      const { db, env, now } = c.get("deps");
      const token = c.req.valid("param").file.replace(/\.ics$/, "");
      const calendar = token.length >= 20 ? await calendarForToken(db, token, env.appUrl, now()) : null;
      if (!calendar) return c.text("Calendar not found", 404);
      c.header("Cache-Control", "private, max-age=300");
      return c.body(calendar, 200, { "Content-Type": "text/calendar; charset=utf-8" });
    },
    // Calendar apps get the same plain 404 for any address that is not a feed.
    (result, c) => (result.success ? undefined : c.text("Calendar not found", 404)),
  );
