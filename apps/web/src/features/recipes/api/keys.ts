import type { ListParams } from "../lib/list-params";

/** Query keys of the feature; lists are keyed by viewer too, since visitors and users see different lists. */
export const recipeKeys = {
  all: ["recipes"] as const,
  lists: () => ["recipes", "list"] as const,
  list: (viewer: string, params: ListParams) => ["recipes", "list", viewer, params] as const,
  categories: () => ["recipes", "categories"] as const,
  detail: (id: string) => ["recipes", "detail", id] as const,
  favorites: () => ["favorites"] as const,
};
