import { accountSessionRoutes } from "./modules/account-sessions/routes";
import { calendarFeedRoutes } from "./modules/calendar-feed/routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { healthRoutes } from "./modules/health/routes";
import { mealPlanRoutes } from "./modules/meal-plans/routes";
import { favoriteRoutes, recipeRoutes } from "./modules/recipes/routes";

/**
 * The modules whose every route is declared with createRouter(), where app.ts mounts them under
 * /api; the document test holds each of them to it (docs/decisions/055 lists the rest).
 */
export const convertedModules = [
  { prefix: "", routes: healthRoutes },
  { prefix: "", routes: accountSessionRoutes },
  { prefix: "/dashboard", routes: dashboardRoutes },
  { prefix: "", routes: calendarFeedRoutes },
  { prefix: "/meal-plans", routes: mealPlanRoutes },
  { prefix: "/recipes", routes: recipeRoutes },
  { prefix: "/favorites", routes: favoriteRoutes },
];
