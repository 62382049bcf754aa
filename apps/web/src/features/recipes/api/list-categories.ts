import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RecipeCategory } from "@sierra/shared";
import { recipeKeys } from "./keys";
import { getJson } from "./request";

export function fetchCategories(signal?: AbortSignal): Promise<{ categories: RecipeCategory[] }> {
  return getJson<{ categories: RecipeCategory[] }>("/api/recipes/categories", signal);
}

export const categoriesQuery = queryOptions({
  queryKey: recipeKeys.categories(),
  queryFn: ({ signal }) => fetchCategories(signal),
  staleTime: 10 * 60_000,
  select: (data) => data.categories,
});

/** All categories, ordered by name by the API. */
export function useCategories() {
  return useQuery(categoriesQuery);
}
