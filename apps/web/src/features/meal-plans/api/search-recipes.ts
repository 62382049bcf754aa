import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RecipeListResponse } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { mealPlanKeys } from "./keys";

/** GET /api/recipes: the recipes the user can see (own, favourites and the public catalogue), 10 a page. */
export function searchRecipes(q: string, page: number): Promise<RecipeListResponse> {
  return unwrap<RecipeListResponse>(api.recipes.$get({ query: { q: q.trim() || undefined, page: String(page) } }));
}

export function recipeSearchQuery(userId: string, q: string, page: number) {
  return queryOptions({ queryKey: mealPlanKeys.recipes(userId, q.trim(), page), queryFn: () => searchRecipes(q, page), staleTime: 60_000 });
}

export function useRecipeSearch(userId: string, q: string, page: number, enabled: boolean) {
  return useQuery({ ...recipeSearchQuery(userId, q, page), enabled, placeholderData: keepPreviousData });
}
