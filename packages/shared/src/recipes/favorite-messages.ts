// Apart from api.ts (its request schemas need zod): a recipe page's heart button says these
// without loading the validation library (docs/decisions/032).

export const favoriteMessages = {
  added: "Added to favorites",
  removed: "Removed from favorites",
  addFailed: "Failed to add to favorites",
  duplicate: "Recipe already in favorites",
  notAuthenticated: "User not authenticated",
  removeFailed: "Failed to remove from favorites",
} as const;
