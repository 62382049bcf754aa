import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./app-deps";
import type { accessLog } from "./http/access-log";
import { clientAddress, loopbackOnly, originCheck, securityHeaders } from "./http/security";
import { limitRequestBodies } from "./http/body-limit";
import { guardInput } from "./http/input-guard";
import { handleError, errorBody } from "./http/errors";
import { createRouter } from "./http/openapi";
import { apiDocsRoutes, describeApi } from "./http/api-docs";
import { noStoreByDefault } from "./http/cache-control";
import { forgetChangedUsers, loadSession } from "./http/session";
import { webAppRoutes } from "./http/static";
import { authRoutes } from "./auth/routes";
import { accountRoutes } from "./modules/accounts/routes";
import { accountSessionRoutes } from "./modules/account-sessions/routes";
import { apiTokenRoutes } from "./modules/api-tokens";
import { adminRoutes } from "./modules/admin/routes";
import { healthRoutes } from "./modules/health/routes";
import { authProviderRoutes } from "./modules/auth-providers/routes";
import { devMailboxRoutes } from "./modules/dev-mailbox/routes";
import { contactRoutes } from "./modules/contact/routes";
import { profileRoutes } from "./modules/profile/routes";
import { favoriteRoutes, recipeRoutes } from "./modules/recipes/routes";
import { recipeImportRoutes } from "./modules/recipe-import/routes";
import { mealPlanRoutes } from "./modules/meal-plans/routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { calendarFeedRoutes } from "./modules/calendar-feed/routes";
import { billingRoutes } from "./modules/billing/routes";
import { onboardingRoutes } from "./modules/onboarding/routes";
import { generationRoutes } from "./modules/generation/routes";
import { assistantRoutes } from "./modules/assistant/routes";
import { pantryRoutes } from "./modules/pantry/routes";
import { shoppingListRoutes } from "./modules/shopping-lists/routes";
import { communityRoutes } from "./modules/community/routes";
import { communityAdminRoutes } from "./modules/community/admin-routes";
import { reminderRoutes } from "./modules/reminders/routes";
import { mailboxEnabled } from "./env";

/** The API, composed; the web client gets its types from AppType. */
function apiRoutes() {
  const api = createRouter<AppEnv>();
  describeApi(api);
  return api
    .route("/", healthRoutes)
    .route("/", authProviderRoutes)
    .route("/auth", authRoutes)
    .use(loadSession)
    .route("/", accountRoutes)
    .route("/", accountSessionRoutes)
    .route("/", apiTokenRoutes)
    .route("/", contactRoutes)
    .route("/", profileRoutes)
    .route("/recipes", recipeImportRoutes)
    .route("/recipes", recipeRoutes)
    .route("/favorites", favoriteRoutes)
    .route("/meal-plans", mealPlanRoutes)
    .route("/dashboard", dashboardRoutes)
    .route("/", calendarFeedRoutes)
    .route("/billing", billingRoutes)
    .route("/onboarding", onboardingRoutes)
    .route("/assistant/generations", generationRoutes)
    .route("/assistant", assistantRoutes)
    .route("/pantry", pantryRoutes)
    .route("/shopping-lists", shoppingListRoutes)
    .route("/community", communityRoutes)
    .route("/reminders", reminderRoutes)
    .route("/admin/community", communityAdminRoutes)
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
  app.use("/api/*", originCheck, limitRequestBodies, guardInput, noStoreByDefault);
  app.route("/api", apiRoutes());
  app.route("/api", apiDocsRoutes());
  app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND", "Not found"), 404));
  if (mailboxEnabled(deps.env)) app.use("/dev/*", loopbackOnly).route("/dev", devMailboxRoutes);
  if (opts.webDist)
    app.route(
      "/",
      webAppRoutes(opts.webDist, (request, env) => app.fetch(request, env)),
    );
  app.onError(handleError);
  return app;
}
