import type { ListParams } from "./list-params";

export const EMPTY_TITLE = "No recipes found";

export const emptyHints = {
  favorites: "You haven't favorited any recipes yet.",
  filters: "No recipes match your current filters. Try adjusting your search criteria or generate new recipes.",
  visitor: "Please log in to see your personalized recipes.",
} as const;

/**
 * Which of the spec's three hints fits. Favourites-only with a search or another
 * filter on is about the filters, not about having no favourites at all.
 */
export function emptyHint(params: ListParams, signedIn: boolean): string {
  if (!signedIn) return emptyHints.visitor;
  if (params.favorites && !params.q && !params.mealType && !params.category) return emptyHints.favorites;
  return emptyHints.filters;
}
