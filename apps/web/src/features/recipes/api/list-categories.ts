import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { recipeKeys } from "./keys";

export function fetchCategories(signal?: AbortSignal) {
  return unwrap(api.recipes.categories.$get({}, { init: { signal } }));
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
