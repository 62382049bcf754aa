import type { AssistantContext, FoundRecipe, RecipeFilters } from "../../../adapters/llm/engine";
import { fitsRequest, queryScore, requestHousehold } from "./recipe-filter";
import type { PoolRecipe } from "./recipe-pool";

export const toFoundRecipe = (r: PoolRecipe): FoundRecipe => ({
  id: r.id,
  title: r.title,
  cuisine: r.cuisine,
  minutes: r.minutes,
  calories: r.calories === null ? null : Math.round(r.calories),
  categories: r.row.categories,
});

/**
 * Recipes that fit a request and the household (its allergies, diets and dislikes always apply),
 * best first: words of the request in the title, then the member's cuisines, then the quicker.
 */
export function searchPool(pool: PoolRecipe[], ctx: AssistantContext, filters: RecipeFilters, limit: number, seed = ""): PoolRecipe[] {
  const household = requestHousehold(ctx, filters);
  const liked = new Set(ctx.preferences.cuisines.map((c) => c.toLowerCase()));
  const scored = pool
    .filter((r) => fitsRequest(r, filters, household))
    .map((r) => ({ r, words: queryScore(r, filters.query) }))
    .filter((s) => !filters.query?.trim() || s.words > 0)
    // A jitter seeded by who asks, in which thread and when: equally good recipes come in a different order for each ask.
    .map(({ r, words }) => ({ r, score: words * 10 + (liked.has(r.cuisine ?? "") ? 2 : 0) + (seed ? jitter(`${seed}:${r.id}`) * 4 : 0) }));
  scored.sort((a, b) => b.score - a.score || (a.r.minutes ?? 999) - (b.r.minutes ?? 999) || a.r.title.localeCompare(b.r.title));
  return scored.slice(0, limit).map((s) => s.r);
}

/** A number in [0, 1) from a string (FNV-1a): the same ask gives the same order, another ask another. */
export function jitter(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return (hash >>> 0) / 2 ** 32;
}
