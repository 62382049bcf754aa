import { sendJson } from "./request";

/** DELETE /api/favorites/:recipeId: 200; 404 when it was not a favourite. */
export function removeFavorite(recipeId: string): Promise<unknown> {
  return sendJson("DELETE", `/api/favorites/${encodeURIComponent(recipeId)}`);
}
