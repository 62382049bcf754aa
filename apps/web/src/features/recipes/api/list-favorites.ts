import { queryOptions, useQuery } from "@tanstack/react-query";
import { recipeKeys } from "./keys";
import { getJson } from "./request";

export function fetchFavoriteIds(signal?: AbortSignal): Promise<{ recipeIds: string[] }> {
  return getJson<{ recipeIds: string[] }>("/api/favorites", signal);
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
