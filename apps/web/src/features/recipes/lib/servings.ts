import { DEFAULT_SERVINGS, formatIngredient, scaleIngredient, type Ingredient } from "@sierra/shared";

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 48;

/** The recipe's own servings: the stored serving size, else the spec's default of 4. */
export function baseServings(servingSize: number | null | undefined): number {
  return typeof servingSize === "number" && Number.isFinite(servingSize) && servingSize >= 1 ? Math.round(servingSize) : DEFAULT_SERVINGS;
}

export function clampServings(value: number): number {
  if (!Number.isFinite(value)) return MIN_SERVINGS;
  return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(value)));
}

/** Ingredient lines for a number of servings; lines without a quantity stay as written. */
export function scaledIngredientLines(ingredients: Ingredient[], base: number, servings: number): string[] {
  const factor = servings / base;
  return ingredients.map((ingredient) => formatIngredient(scaleIngredient(ingredient, factor)));
}
