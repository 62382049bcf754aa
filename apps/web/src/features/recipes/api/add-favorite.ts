import { api, unwrap } from "@/lib/api";

/** POST /api/favorites: 201; 409 {code "ALREADY_FAVORITE"} when it is already a favourite; 401 when signed out. */
export function addFavorite(recipeId: string) {
  return unwrap(api.favorites.$post({ json: { recipeId } }));
}
