import { allergenCheck, DIETARY_TAGS, MEAL_TYPES, type MealType } from "@sierra/shared";
import { FoodMatcher, labelOf } from "./food-words";
import type { PlannerInput, PlannerRecipe } from "./types";
import { estimatedMinutes } from "./weights";

export interface Eligible {
  /** indices into input.recipes of the recipes each meal type may use */
  byType: Record<MealType, number[]>;
  /** hard rules that could only be applied by words, or not at all, in words for the report */
  notes: string[];
}

/**
 * The hard constraints, applied once per recipe: allergies (every "-free" tag they require, and
 * allergies no tag covers by the words of the title and foods), dislikes and excluded foods by
 * words, required diets, the time limit, and the recipe's own meal-type categories.
 */
export function eligibleRecipes(input: PlannerInput): Eligible {
  const { requiredTags, unchecked } = allergenCheck(input.household.allergies);
  const banned = new FoodMatcher([...unchecked, ...input.household.dislikes, ...(input.prefs.excludeFoods ?? [])]);
  const diets = [...new Set((input.prefs.diets ?? []).map(labelOf).filter(Boolean))];
  const knownDiets = diets.filter((d) => (DIETARY_TAGS as readonly string[]).includes(d));
  const required = [...new Set<string>([...requiredTags, ...knownDiets])];
  const maxMinutes = input.prefs.maxMinutes ?? null;

  const notes = [
    ...unchecked.map((a) => `"${a}" has no allergen tag to check: recipes naming it were left out, but check labels.`),
    ...diets.filter((d) => !knownDiets.includes(d)).map((d) => `The diet "${d}" can't be checked against recipes, so it was not applied.`),
  ];

  const byType = Object.fromEntries(MEAL_TYPES.map((m) => [m, [] as number[]])) as Record<MealType, number[]>;
  const seen = new Set<string>();
  input.recipes.forEach((recipe, index) => {
    // A recipe listed twice would dodge the variety gap as two recipes: only its first copy counts.
    if (seen.has(recipe.id)) return;
    seen.add(recipe.id);
    if (!fits(recipe, required, banned, maxMinutes)) return;
    for (const mealType of new Set(recipe.mealTypes)) byType[mealType]?.push(index);
  });
  return { byType, notes };
}

function fits(recipe: PlannerRecipe, requiredTags: string[], banned: FoodMatcher, maxMinutes: number | null): boolean {
  if (requiredTags.some((tag) => !recipe.dietaryTags.includes(tag))) return false;
  if (maxMinutes !== null && estimatedMinutes(recipe.minutes, recipe.complexity) > maxMinutes) return false;
  return !banned.matches([recipe.title, ...recipe.foodKeys]);
}
