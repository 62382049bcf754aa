import type { MealType } from "@sierra/shared";
import type { Problem } from "./problem-shape";
import { MEAL_SHARES } from "./weights";

/** The day's calorie target: the goal times the shares of the meal types planned that day (weights.ts). */
export function dayTarget(calorieGoal: number, mealTypes: Iterable<MealType>): { target: number; shareSum: number } {
  const shareSum = [...new Set(mealTypes)].reduce((sum, m) => sum + MEAL_SHARES[m], 0);
  // A goal the profile form would refuse (0, negative) must not divide by zero.
  return { target: Math.max(1, calorieGoal) * Math.min(1, shareSum), shareSum };
}

/**
 * A meal's kcal and the kcal of its protein, carbs and fat, into `out`. What a recipe does not say
 * is assumed on target: its calories are the meal's share of the day, its macros the goal's split.
 * Index -1 is "not chosen yet" (the greedy start) and is assumed on target too.
 */
export function mealEnergy(p: Problem, shareCal: number, index: number, out: Float64Array): void {
  // Hot path of the search: plain comparisons, no closures (NaN !== NaN marks "not known").
  const kcal = index >= 0 ? p.kcal[index]! : NaN;
  const cal = kcal === kcal ? kcal : shareCal;
  const protein = index >= 0 ? p.proteinKcal[index]! : NaN;
  const carbs = index >= 0 ? p.carbsKcal[index]! : NaN;
  const fat = index >= 0 ? p.fatKcal[index]! : NaN;
  out[0] = cal;
  out[1] = protein === protein ? protein : p.macroShare.protein * cal;
  out[2] = carbs === carbs ? carbs : p.macroShare.carbs * cal;
  out[3] = fat === fat ? fat : p.macroShare.fat * cal;
}
