import { accountSessionRoutes } from "./modules/account-sessions/routes";
import { apiTokenRoutes } from "./modules/api-tokens";
import { calendarFeedRoutes } from "./modules/calendar-feed/routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { healthRoutes } from "./modules/health/routes";
import { mealPlanRoutes } from "./modules/meal-plans/routes";
import { reminderRoutes } from "./modules/reminders/routes";
import { favoriteRoutes, recipeRoutes } from "./modules/recipes/routes";
import { profileRoutes } from "./modules/profile/routes";
import { communityRoutes } from "./modules/community/routes";
import { communityAdminRoutes } from "./modules/community/admin-routes";
import { contactRoutes } from "./modules/contact/routes";
import { onboardingRoutes } from "./modules/onboarding/routes";
import { pantryRoutes } from "./modules/pantry/routes";
import { shoppingListRoutes } from "./modules/shopping-lists/routes";
import { recipeImportRoutes } from "./modules/recipe-import/routes";
import { generationRoutes } from "./modules/generation/routes";
import { assistantRoutes } from "./modules/assistant/routes";
import { adminRoutes } from "./modules/admin/routes";
import { accountRoutes } from "./modules/accounts/routes";
import { authProviderRoutes } from "./modules/auth-providers/routes";
import { billingRoutes } from "./modules/billing/routes";

/**
 * The modules whose every route is declared with createRouter(), where app.ts mounts them under
 * /api; the document test holds each of them to it (docs/decisions/055 lists the rest).
 */
export const convertedModules = [
  { prefix: "", routes: healthRoutes },
  { prefix: "", routes: accountSessionRoutes },
  { prefix: "", routes: apiTokenRoutes },
  { prefix: "/dashboard", routes: dashboardRoutes },
  { prefix: "", routes: calendarFeedRoutes },
  { prefix: "/meal-plans", routes: mealPlanRoutes },
  { prefix: "/reminders", routes: reminderRoutes },
  { prefix: "/recipes", routes: recipeRoutes },
  { prefix: "/favorites", routes: favoriteRoutes },
  { prefix: "", routes: profileRoutes },
  { prefix: "/community", routes: communityRoutes },
  { prefix: "/admin/community", routes: communityAdminRoutes },
  { prefix: "", routes: contactRoutes },
  { prefix: "/onboarding", routes: onboardingRoutes },
  { prefix: "/pantry", routes: pantryRoutes },
  { prefix: "/shopping-lists", routes: shoppingListRoutes },
  { prefix: "/recipes", routes: recipeImportRoutes },
  { prefix: "/assistant/generations", routes: generationRoutes },
  { prefix: "/assistant", routes: assistantRoutes },
  { prefix: "/admin", routes: adminRoutes },
  { prefix: "", routes: accountRoutes },
  { prefix: "", routes: authProviderRoutes },
  { prefix: "/billing", routes: billingRoutes },
];
