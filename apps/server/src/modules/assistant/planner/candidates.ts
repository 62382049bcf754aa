import { compileHousehold, isSafeFor, MEAL_TYPES, mergeHouseholds, requestLimits, tagLimits, type MealType } from "@sierra/shared";
import type { PlannerInput, PlannerRecipe } from "./types";
import { estimatedMinutes } from "./weights";

export interface Eligible {
  /** indices into input.recipes of the recipes each meal type may use */
  byType: Record<MealType, number[]>;
  /** limits that could only be applied by name, for the report */
  notes: string[];
}

/**
 * The hard constraints, applied once per recipe: the household rule (every allergy, diet and
 * dislike of the household, with the request's own diets and left-out foods added), the time
 * limit, and the recipe's own meal-type categories.
 */
export function eligibleRecipes(input: PlannerInput): Eligible {
  const limits = compileHousehold(mergeHouseholds(input.household.limits, requestLimits({ diets: input.prefs.diets, exclude: input.prefs.excludeFoods })));
  const maxMinutes = input.prefs.maxMinutes ?? null;
  const notes = [
    ...limits.allergies.filter((a) => a.by === "words").map((a) => `"${a.text}" is matched by name only: recipes naming it were left out, but check labels.`),
    ...(input.prefs.diets ?? []).filter((d) => !tagLimits(d)).map((d) => `The diet "${d}" can't be checked against recipes, so it was not applied.`),
  ];

  const byType = Object.fromEntries(MEAL_TYPES.map((m) => [m, [] as number[]])) as Record<MealType, number[]>;
  const seen = new Set<string>();
  input.recipes.forEach((recipe, index) => {
    // A recipe listed twice would dodge the variety gap as two recipes: only its first copy counts.
    if (seen.has(recipe.id)) return;
    seen.add(recipe.id);
    if (!fits(recipe, maxMinutes) || !isSafeFor(recipe, limits)) return;
    for (const mealType of new Set(recipe.mealTypes)) byType[mealType]?.push(index);
  });
  return { byType, notes };
}

function fits(recipe: PlannerRecipe, maxMinutes: number | null): boolean {
  return maxMinutes === null || estimatedMinutes(recipe.minutes, recipe.complexity) <= maxMinutes;
}
