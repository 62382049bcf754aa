import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { recipeKeys } from "./keys";

export function fetchFavoriteIds(signal?: AbortSignal) {
  return unwrap(api.favorites.$get({}, { init: { signal } }));
}

export const favoriteIdsQuery = queryOptions({
  queryKey: recipeKeys.favorites(),
  queryFn: ({ signal }) => fetchFavoriteIds(signal),
  select: (data) => data.recipeIds,
});

/** The signed-in user's favourite recipe ids; not asked for visitors. */
export function useFavoriteIds(signedIn: boolean) {
  return useQuery({ ...favoriteIdsQuery, enabled: signedIn });
}
