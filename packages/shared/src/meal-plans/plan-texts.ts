import type { MealType } from "../billing/subscription";
import type { Meal } from "./api";

// Apart from api.ts (its request schemas need zod): the calendar shows these without loading the
// validation library (docs/decisions/032's bytes).

/** Display title: title, else recipe_title, else 'Untitled Meal'. */
export function mealDisplayTitle(meal: Pick<Meal, "title" | "recipe_title">): string {
  return meal.title?.trim() || meal.recipe_title?.trim() || "Untitled Meal";
}

export const mealPlanMessages = {
  loadFailed: "Failed to load meal plan. Please try again.",
  notAuthenticated: "User not authenticated",
  noPlan: "No meal plan available",
  mealAdded: "Meal Added",
  addFailed: "Failed to add meal",
  addFailedDetail: "There was a problem adding the meal to your plan",
  deleted: "Meal plan deleted",
  deletedDetail: "Your meal plan has been deleted",
  undo: "Undo",
  restored: "Meals restored",
  undoExpired: "It is too late to undo that delete",
} as const;

/**
 * How long a delete can be undone (docs/decisions/047): the toast offers Undo for a few
 * seconds; the server keeps what was removed a while longer so a slow network still gets there.
 */
export const UNDO_DELETE = { toastSeconds: 8, keepSeconds: 120 } as const;

/** The spec's refusal when a meal type is outside the user's subscription. */
export function upgradeMessage(mealType: MealType, sub: { trial_active: boolean; subscribed: boolean; plan_type: string | null }): string {
  if (sub.subscribed && sub.plan_type === "dinner") return `Your Dinner plan includes dinner recipes only. Upgrade to All-Day plan for ${mealType} recipes.`;
  if (sub.trial_active && !sub.subscribed) return `Your 14-day trial includes dinner recipes only. Upgrade to All-Day plan for ${mealType} recipes.`;
  return `Subscription required to create ${mealType} recipes. Please upgrade your plan.`;
}
