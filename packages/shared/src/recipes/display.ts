import { DIETS } from "../food/marks";
/** '15 min', '1 h 30 min'; null when the recipe does not say. */
export function minutesLabel(minutes: number | null | undefined): string | null {
  if (typeof minutes !== "number" || !Number.isFinite(minutes) || minutes < 0) return null;
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/**
 * A card's time: prep + cook when the recipe gives them, so the label never contradicts the
 * recipe; otherwise the spec's '30 min' for simple recipes, else '45+ min'
 * (docs/decisions/028-card-time-from-recipe.md).
 */
export function timeLabel(recipe: { complexity: string | null | undefined; prep_time?: number | null; cook_time?: number | null }): string {
  const total = (recipe.prep_time ?? 0) + (recipe.cook_time ?? 0);
  if (total > 0 && (recipe.prep_time != null || recipe.cook_time != null)) return minutesLabel(total)!;
  return recipe.complexity === "simple" ? "30 min" : "45+ min";
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

/**
 * The tags a recipe earns from its ingredients (food/recipe-columns.ts): the diets it suits, then
 * free of nuts, eggs or shellfish for sure. Never claimed by hand (docs/decisions/046).
 */
export const DIETARY_TAGS = [...DIETS, "nut-free", "egg-free", "shellfish-free"] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export const DEFAULT_SERVINGS = 4;
export const RECIPES_PER_PAGE = 10;
export const RECIPE_SEARCH_DEBOUNCE_MS = 300;
