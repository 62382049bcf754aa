import { FoodMatcher, labelOf } from "./food-words";
import type { PlannerPrefs, PlannerRecipe } from "./types";
import { estimatedMinutes, WEIGHTS } from "./weights";

/**
 * The part of a meal's cost that depends on the recipe alone: preferred cuisines and foods
 * (bonuses), minutes (a stronger pull to short recipes when the request is "quick"), the
 * preferred complexity, and a recipe without nutrition (a last resort).
 */
export function staticCosts(recipes: readonly PlannerRecipe[], indices: readonly number[], prefs: PlannerPrefs): Map<number, number> {
  const cuisines = new Set(prefs.cuisines.map(labelOf).filter(Boolean));
  const wanted = new FoodMatcher(prefs.includeFoods);
  const complexity = prefs.complexity ? labelOf(prefs.complexity) : null;
  const perMinute = prefs.quick ? WEIGHTS.quickMinute : WEIGHTS.minute;
  const costs = new Map<number, number>();
  // A catalogue has a few dozen cuisines and two complexities: read each label once.
  const labels = new Map<string, string>();
  const label = (text: string) => labels.get(text) ?? labels.set(text, labelOf(text)).get(text)!;
  for (const index of indices) {
    const recipe = recipes[index]!;
    let cost = estimatedMinutes(recipe.minutes, recipe.complexity) * perMinute;
    if (recipe.cuisine && cuisines.has(label(recipe.cuisine))) cost -= WEIGHTS.cuisine;
    if (complexity && label(recipe.complexity ?? "") !== complexity) cost += WEIGHTS.complexity;
    if (wanted.matches([recipe.title, ...recipe.foodKeys])) cost -= WEIGHTS.includeFood;
    if (recipe.calories === null) cost += WEIGHTS.unknownNutrition;
    costs.set(index, cost);
  }
  return costs;
}
