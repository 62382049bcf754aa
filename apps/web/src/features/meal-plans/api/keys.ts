import type { IsoDate, PlanView } from "@sierra/shared";

/** Query keys of the feature: plans are keyed by user, view and the first day of the view's range. */
export const mealPlanKeys = {
  all: ["meal-plans"] as const,
  user: (userId: string) => ["meal-plans", userId] as const,
  plan: (userId: string, view: PlanView, rangeStart: IsoDate) => ["meal-plans", userId, view, rangeStart] as const,
  recipes: (userId: string, q: string, filters: { mealType: string | null; avoidAllergens: boolean }, page: number) => ["meal-plan-recipe-picker", userId, q, filters, page] as const,
  feed: (userId: string) => ["calendar-feed", userId] as const,
};
