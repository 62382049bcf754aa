import type { IsoDate, PlanView } from "@sierra/shared";
import { MEAL_PLANS_QUERY_ROOT } from "@/lib/calendar-context";

/** Query keys of the feature: plans are keyed by user, view and the first day of the view's range. */
export const mealPlanKeys = {
  // The root lives in lib/calendar-context.ts: Sierra refreshes the plans after changing them.
  all: MEAL_PLANS_QUERY_ROOT,
  user: (userId: string) => [...MEAL_PLANS_QUERY_ROOT, userId] as const,
  plan: (userId: string, view: PlanView, rangeStart: IsoDate) => [...MEAL_PLANS_QUERY_ROOT, userId, view, rangeStart] as const,
  recipes: (userId: string, q: string, filters: { mealType: string | null; avoidAllergens: boolean; community: boolean }, page: number) =>
    ["meal-plan-recipe-picker", userId, q, filters, page] as const,
  feed: (userId: string) => ["calendar-feed", userId] as const,
};
