import { FoodMatcher, labelOf } from "./food-words";
import type { PlannerPrefs, PlannerRecipe } from "./types";
import { estimatedMinutes, WEIGHTS } from "./weights";

/**
 * The part of a meal's cost that depends on the recipe alone: preferred cuisines and foods
 * (bonuses), minutes (a stronger pull to short recipes when the request is "quick"), the
 * preferred complexity, a recipe without nutrition (a last resort), and a small seeded shuffle.
 */
export function staticCosts(recipes: readonly PlannerRecipe[], indices: readonly number[], prefs: PlannerPrefs, seed: number): Map<number, number> {
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
    if (prefs.shuffle) cost += prefs.shuffle * seededFraction(seed, recipe.id);
    costs.set(index, cost);
  }
  return costs;
}

/** A fraction in [0, 1) from the seed and a recipe id (FNV-1a): the same pair always gives the same. */
function seededFraction(seed: number, id: string): number {
  let hash = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619) >>> 0;
  return hash / 2 ** 32;
}
