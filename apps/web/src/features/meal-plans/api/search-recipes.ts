import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MEAL_TYPE_CATEGORIES, RecipeListResponse } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { mealPlanKeys } from "./keys";

/** A recipe category of meal type ("Dinner"), or null for every recipe. */
export type PickerMealType = (typeof MEAL_TYPE_CATEGORIES)[number] | null;

/** What the picker asks for besides the search words. */
export interface PickerFilters {
  mealType: PickerMealType;
  /** Leave out recipes with the member's allergens (from their preferences). */
  avoidAllergens: boolean;
  /** Search what other members shared instead of the member's own recipes and the catalogue. */
  community: boolean;
}

/**
 * GET /api/recipes: the recipes the user can see (own, favourites and the public catalogue), 10 a
 * page; or GET /api/community/recipes, what other members shared, best rated first.
 */
export async function searchRecipes(q: string, filters: PickerFilters, page: number): Promise<RecipeListResponse> {
  const query = {
    q: q.trim() || undefined,
    mealType: filters.mealType ?? undefined,
    avoidAllergens: filters.avoidAllergens ? "true" : undefined,
    page: String(page),
  } as const;
  if (!filters.community) return unwrap(api.recipes.$get({ query }));
  // The community's count is exact, never capped.
  return { ...(await unwrap(api.community.recipes.$get({ query: { ...query, sort: "best_rated" } }))), totalCapped: false };
}

function recipeSearchQuery(userId: string, q: string, filters: PickerFilters, page: number) {
  return queryOptions({ queryKey: mealPlanKeys.recipes(userId, q.trim(), filters, page), queryFn: () => searchRecipes(q, filters, page), staleTime: 60_000 });
}

export function useRecipeSearch(userId: string, q: string, filters: PickerFilters, page: number, enabled: boolean) {
  return useQuery({ ...recipeSearchQuery(userId, q, filters, page), enabled, placeholderData: keepPreviousData });
}
