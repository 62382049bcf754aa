import type { Ingredient } from "./ingredient-shape";
import { UNITS } from "./units";

/** A line counted in whole things: no unit ("3 serrano peppers", "2 eggs") or a count unit ("4 cloves garlic"). */
export function isCountedLine(ingredient: Pick<Ingredient, "unit">): boolean {
  return ingredient.unit === null || UNITS[ingredient.unit]?.kind === "count";
}

const isWhole = (n: number) => Math.abs(n - Math.round(n)) < 1e-9;

/**
 * A sensible count after scaling (docs/decisions/047): where the recipe counts whole things the
 * scaled amount rounds to the nearest whole (halves round up), never below 1; where it already
 * uses halves or quarters ("1/2 onion") it rounds to the nearest half, never below 1/2.
 * 2 peppers for 6 -> 2 for 7 (not "2 1/3"); 3 eggs for 6 -> 4 for 7; 1/2 onion for 4 -> 1 for 6.
 */
export function roundCount(original: number, scaled: number): number {
  if (scaled <= 0) return scaled;
  if (isWhole(original)) return Math.max(1, Math.round(scaled + 1e-9));
  return Math.max(0.5, Math.round(scaled * 2 + 1e-9) / 2);
}
