import { favoriteMessages } from "@sierra/shared";

interface ErrorLike {
  message?: string;
  status?: number;
  code?: string;
}

/** The description under 'Failed to add to favorites' (spec section 8, Favourites). */
export function addFavoriteErrorDescription(error: ErrorLike): string {
  if (error.status === 409 || error.code === "ALREADY_FAVORITE") return favoriteMessages.duplicate;
  if (error.status === 401) return favoriteMessages.notAuthenticated;
  return `Error adding to favorites: ${error.message || "Unknown error"}`;
}
