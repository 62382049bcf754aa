import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./http/context";
import type { accessLog } from "./http/access-log";
import { clientAddress, originCheck, securityHeaders } from "./http/security";
import { forgetChangedUsers, loadSession } from "./http/session";
import { webAppRoutes } from "./http/static";
import { authRoutes } from "./auth/routes";
import { accountRoutes } from "./modules/accounts/routes";
import { adminRoutes } from "./modules/admin/routes";
import { healthRoutes } from "./modules/health/routes";
import { devMailboxRoutes } from "./modules/dev-mailbox/routes";
import { contactRoutes } from "./modules/contact/routes";
import { profileRoutes } from "./modules/profile/routes";
import { favoriteRoutes, recipeRoutes } from "./modules/recipes/routes";
import { mealPlanRoutes } from "./modules/meal-plans/routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { calendarFeedRoutes } from "./modules/calendar-feed/routes";
import { mailboxEnabled } from "./env";

/** The API, composed; the web client gets its types from AppType. */
function apiRoutes() {
  return new Hono<AppEnv>()
    .route("/", healthRoutes)
    .route("/auth", authRoutes)
    .use(loadSession)
    .route("/", accountRoutes)
    .route("/", contactRoutes)
    .route("/", profileRoutes)
    .route("/recipes", recipeRoutes)
    .route("/favorites", favoriteRoutes)
    .route("/meal-plans", mealPlanRoutes)
    .route("/dashboard", dashboardRoutes)
    .route("/", calendarFeedRoutes)
    .route("/admin", adminRoutes);
}

export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps, opts: { webDist?: string; log?: ReturnType<typeof accessLog> } = {}) {
  const app = new Hono<AppEnv>();
  if (opts.log) app.use(opts.log.middleware);
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(securityHeaders, clientAddress, forgetChangedUsers);
  app.use("/api/*", originCheck);
  app.route("/api", apiRoutes());
  app.all("/api/*", (c) => c.json({ message: "Not found" }, 404));
  if (mailboxEnabled(deps.env)) app.route("/dev", devMailboxRoutes);
  if (opts.webDist) app.route("/", webAppRoutes(opts.webDist));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
  });
  return app;
}
