import type { MealType } from "@sierra/shared";

/**
 * Share of the daily calorie goal each meal type carries. A day's target is the goal times the
 * sum of the shares of the meal types planned that day, renormalised to 100 % when that sum is
 * over 1 (breakfast, lunch, dinner and snack: 110 %). So a dinner-only plan aims dinner at 40 %
 * of the goal, not at the whole day (docs/decisions/036-meal-planner.md).
 */
export const MEAL_SHARES: Record<MealType, number> = { breakfast: 0.25, lunch: 0.35, dinner: 0.4, snack: 0.1 };

/** Daily calories within this share of the target count as met (the issue's ±10 %). */
export const CALORIE_BAND = 0.1;

/**
 * Variety preference 1..10 -> the fewest days between two uses of one recipe. 1 only forbids the
 * same recipe twice in a day; 10 means never within the plan (at least four weeks).
 */
const VARIETY_GAP_DAYS = [1, 2, 3, 5, 7, 10, 14, 21, 28] as const;

export function varietyGapDays(variety: number, horizonDays: number): number {
  const level = Math.min(10, Math.max(1, Math.round(Number.isFinite(variety) ? variety : 5)));
  return level === 10 ? Math.max(28, horizonDays) : VARIETY_GAP_DAYS[level - 1]!;
}

/**
 * The objective's weights, in points (lower total is better). The ±10 % calorie band and the
 * variety spacing are near-hard (a big fixed cost), so taste bonuses never buy a miss while the
 * catalogue allows a hit; the rest trade against each other.
 */
export const WEIGHTS = {
  /** per unit of relative calorie deviation of a day (10 % off = 10 points) */
  calorie: 100,
  /** once per day outside the band */
  calorieBand: 150,
  /** per unit of relative deviation beyond the band */
  calorieOver: 300,
  /** per unit of macro energy off its share of the day's calories, relative to the target */
  macro: 30,
  /** per pair of uses of one recipe closer than the variety gap */
  spacing: 1000,
  /** per extra use of a recipe in the plan, times the variety preference */
  repeatPerVariety: 1,
  /** bonus per meal in a preferred cuisine */
  cuisine: 8,
  /** per minute of prep + cook; quick requests weigh minutes six times more */
  minute: 0.05,
  quickMinute: 0.3,
  /** when the recipe's complexity differs from the preferred one */
  complexity: 6,
  /** bonus per meal containing a food the user asked for */
  includeFood: 10,
  /** bonus per ingredient shared with another meal of the same week (Monday to Sunday) */
  reuse: 1.5,
  /**
   * per meal whose recipe has no nutrition. Its calories are assumed on target, which no one can
   * check, so it costs more than a day just outside the band: it is chosen only over recipes that
   * would miss the day's target by more than about 20 %.
   */
  unknownNutrition: 200,
} as const;

/** Minutes assumed when a recipe gives none, as the recipe card does ('30 min' simple, else '45+ min'). */
export function estimatedMinutes(minutes: number | null, complexity: string | null): number {
  if (minutes !== null && minutes > 0) return minutes;
  return complexity === "simple" ? 30 : 45;
}

/** Pantry staples almost every recipe uses: sharing them is no saving, so reuse ignores them. */
const STAPLES = /^(salt|kosher salt|sea salt|black pepper|pepper|water|ice|sugar|.*\boil|.*flour|butter|unsalted butter)$/;

export function isStaple(food: string): boolean {
  return STAPLES.test(food);
}
