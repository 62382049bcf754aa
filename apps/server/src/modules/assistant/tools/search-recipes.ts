import type { AssistantContext, FoundRecipe, RecipeFilters } from "../../../adapters/llm/engine";
import { fitsRequest, householdExclusions, queryScore, withRequestExclusions } from "./recipe-filter";
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
 * Recipes that fit a request and the household (allergies and dislikes always apply), best
 * first: words of the request in the title, then the member's cuisines, then the quicker.
 */
export function searchPool(pool: PoolRecipe[], ctx: AssistantContext, filters: RecipeFilters, limit: number): PoolRecipe[] {
  const exclusions = withRequestExclusions(householdExclusions(ctx), filters.excludeIngredients);
  const liked = new Set(ctx.preferences.cuisines.map((c) => c.toLowerCase()));
  const scored = pool
    .filter((r) => fitsRequest(r, filters, exclusions))
    .map((r) => ({ r, words: queryScore(r, filters.query) }))
    .filter((s) => !filters.query?.trim() || s.words > 0)
    .map(({ r, words }) => ({ r, score: words * 10 + (liked.has(r.cuisine ?? "") ? 2 : 0) }));
  scored.sort((a, b) => b.score - a.score || (a.r.minutes ?? 999) - (b.r.minutes ?? 999) || a.r.title.localeCompare(b.r.title));
  return scored.slice(0, limit).map((s) => s.r);
}
