import type { favoriteInputSchema } from "@sierra/shared";
import { sendJson } from "./request";

type FavoriteInput = ReturnType<typeof favoriteInputSchema.parse>;

/** POST /api/favorites: 201; 409 {code "23505"} when it is already a favourite; 401 when signed out. */
export function addFavorite(recipeId: string): Promise<unknown> {
  const body: FavoriteInput = { recipeId };
  return sendJson("POST", "/api/favorites", body);
}
