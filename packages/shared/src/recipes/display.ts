/** '30 min' for simple recipes, else '45+ min' (spec). */
export function timeLabel(complexity: string | null | undefined): string {
  return complexity === "simple" ? "30 min" : "45+ min";
}

/** Steps may be strings or lists of strings; a leading "Step N:" is dropped. */
export function normalizeSteps(steps: unknown): string[] {
  if (!Array.isArray(steps)) return [];
  return steps
    .flatMap((step) => (Array.isArray(step) ? step : [step]))
    .filter((s): s is string => typeof s === "string")
    .map(stripStepPrefix)
    .filter((s) => s.length > 0);
}

export function stripStepPrefix(step: string): string {
  return step.replace(/^\s*step\s*\d+\s*[:.)-]\s*/i, "").trim();
}

export const MEAL_TYPE_CATEGORIES = ["Breakfast", "Lunch", "Dinner", "Snack"] as const;
export type MealTypeCategory = (typeof MEAL_TYPE_CATEGORIES)[number];

export const DIETARY_TAGS = ["vegan", "vegetarian", "gluten-free", "dairy-free", "nut-free", "egg-free", "shellfish-free"] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export const DEFAULT_SERVINGS = 4;
export const RECIPES_PER_PAGE = 10;
export const RECIPE_SEARCH_DEBOUNCE_MS = 300;
