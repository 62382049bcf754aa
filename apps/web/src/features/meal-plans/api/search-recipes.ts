import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MEAL_TYPE_CATEGORIES, RecipeListResponse } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { mealPlanKeys } from "./keys";

/** A recipe category of meal type ("Dinner"), or null for every recipe. */
export type PickerMealType = (typeof MEAL_TYPE_CATEGORIES)[number] | null;

/** GET /api/recipes: the recipes the user can see (own, favourites and the public catalogue), 10 a page. */
export function searchRecipes(q: string, mealType: PickerMealType, page: number): Promise<RecipeListResponse> {
  return unwrap<RecipeListResponse>(api.recipes.$get({ query: { q: q.trim() || undefined, mealType: mealType ?? undefined, page: String(page) } }));
}

export function recipeSearchQuery(userId: string, q: string, mealType: PickerMealType, page: number) {
  return queryOptions({ queryKey: mealPlanKeys.recipes(userId, q.trim(), mealType, page), queryFn: () => searchRecipes(q, mealType, page), staleTime: 60_000 });
}

export function useRecipeSearch(userId: string, q: string, mealType: PickerMealType, page: number, enabled: boolean) {
  return useQuery({ ...recipeSearchQuery(userId, q, mealType, page), enabled, placeholderData: keepPreviousData });
}
