import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RecipeListResponse } from "@sierra/shared";
import { apiListQuery, type ListParams } from "../lib/list-params";
import { recipeKeys } from "./keys";
import { api, unwrap } from "@/lib/api";

export function fetchRecipeList(params: ListParams, signedIn: boolean, signal?: AbortSignal): Promise<RecipeListResponse> {
  return unwrap(api.recipes.$get({ query: apiListQuery(params, signedIn) }, { init: { signal } }));
}

export function recipeListQuery(params: ListParams, viewerId: string | null) {
  return queryOptions({
    queryKey: recipeKeys.list(viewerId ?? "visitor", params),
    queryFn: ({ signal }) => fetchRecipeList(params, viewerId !== null, signal),
  });
}

/** The list for the URL's search, filters and page; the previous page stays on screen while the next loads. */
export function useRecipeList(params: ListParams, viewerId: string | null) {
  return useQuery({ ...recipeListQuery(params, viewerId), placeholderData: keepPreviousData });
}
