import { TRIAL_DAYS } from "@sierra/shared";

/** Each public page's title and description, for browser tabs, bookmarks and search results. */
const SITE = "Sierra Meal Planner";
const DEFAULT_DESCRIPTION =
  "Sierra Meal Planner: plan meals on a calendar, browse recipes and keep your nutrition goals, with Sierra, your AI meal-planning assistant.";

const PAGES: Record<string, { title: string; description?: string }> = {
  "/": { title: `${SITE}: plan your meals with Sierra`, description: DEFAULT_DESCRIPTION },
  "/pricing": { title: `Pricing · ${SITE}`, description: `Plans for breakfast, lunch and dinner, each with a ${TRIAL_DAYS}-day free trial. Cancel anytime.` },
  "/about": {
    title: `About · ${SITE}`,
    description: "Who builds Sierra Meal Planner and why: meal planning around your household's tastes, allergies and goals.",
  },
  "/contact": { title: `Contact · ${SITE}`, description: "Questions, ideas or trouble with Sierra Meal Planner? Write to us." },
  "/help": { title: `Help · ${SITE}`, description: "How to plan meals, use recipes, manage your subscription and talk to Sierra." },
  "/terms": { title: `Terms of Service · ${SITE}` },
  "/privacy": { title: `Privacy Policy · ${SITE}`, description: "What Sierra Meal Planner stores about you, why, and how to have it deleted." },
  "/recipes": {
    title: `Recipes · ${SITE}`,
    description: "Browse hundreds of recipes with nutrition per serving, filter by meal and cuisine, and plan them into your week.",
  },
  "/meal-plans": { title: `Meal Plans · ${SITE}` },
  "/dashboard": { title: `Dashboard · ${SITE}` },
  "/profile": { title: `Profile · ${SITE}` },
  "/preferences": { title: `Preferences · ${SITE}` },
  "/pantry": { title: `Pantry · ${SITE}` },
  "/shopping-lists": { title: `Shopping Lists · ${SITE}` },
  "/subscription": { title: `Subscription · ${SITE}` },
  "/admin": { title: `Admin Dashboard · ${SITE}` },
  "/auth/login": { title: `Log In · ${SITE}` },
  "/auth/register": { title: `Sign Up · ${SITE}` },
  "/auth/forgot-password": { title: `Forgot Password · ${SITE}` },
  "/auth/reset-password": { title: `Reset Password · ${SITE}` },
};

/** Pages that title themselves once their data arrives (a recipe's name). */
const SELF_TITLED = /^\/recipe\/./;

export function pageMeta(pathname: string): { title: string; description: string } | null {
  if (SELF_TITLED.test(pathname)) return null;
  const page = PAGES[pathname.replace(/\/+$/, "") || "/"];
  return { title: page?.title ?? SITE, description: page?.description ?? DEFAULT_DESCRIPTION };
}
