import { api, unwrap } from "@/lib/api";

/** DELETE /api/favorites/:recipeId: 200; 404 when it was not a favourite. */
export function removeFavorite(recipeId: string) {
  return unwrap(api.favorites[":recipeId"].$delete({ param: { recipeId } }));
}
