import { Hono } from "hono";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireUser } from "../../http/session";
import { dashboardStats } from "./service";

export const dashboardRoutes = new Hono<AppEnv>().use(requireUser).get("/stats", async (c) => {
  const { db, now } = c.get("deps");
  try {
    return c.json(await dashboardStats(db, currentUser(c).id, now()));
  } catch (error) {
    console.error("dashboard stats failed", error);
    return c.json({ message: "Failed to load dashboard statistics" }, 500);
  }
});
