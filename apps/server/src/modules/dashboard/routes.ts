import { createRoute } from "@hono/zod-openapi";
import { dashboardStatsSchema } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { commonErrors, createRouter, jsonContent } from "../../http/openapi";
import { currentUser, requireUser } from "../../http/session";
import { dashboardStats } from "./service";

const stats = createRoute({
  method: "get",
  path: "/stats",
  tags: ["Dashboard"],
  summary: "This month's and this week's numbers, and recent activity",
  middleware: [requireUser],
  responses: { 200: jsonContent(dashboardStatsSchema, "The dashboard's numbers."), 401: commonErrors[401], 500: commonErrors[500] },
});

export const dashboardRoutes = createRouter<AppEnv>().openapi(stats, async (c) => {
  const { db, now } = c.get("deps");
  return c.json(await dashboardStats(db, currentUser(c).id, now()), 200);
});
