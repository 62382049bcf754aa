import type { QueryClient } from "@tanstack/react-query";
import { checkRecipeId } from "@sierra/shared";
import { readListParams } from "../lib/list-params";
import { categoriesQuery } from "./list-categories";
import { recipeQuery } from "./get-recipe";
import { recipeListQuery } from "./list-recipes";

/**
 * Starts loading what a recipes page shows as soon as the user points at or
 * focuses a link to it, so the data is often there by the time the click lands
 * (the same queries the pages use; fresh data is not fetched again).
 */
export function prefetchRecipePage(queryClient: QueryClient, url: URL, viewerId: string | null): void {
  if (url.pathname === "/recipes") {
    void queryClient.prefetchQuery(recipeListQuery(readListParams(url.searchParams), viewerId));
    void queryClient.prefetchQuery(categoriesQuery);
    return;
  }
  const id = /^\/recipe\/([^/]+)$/.exec(url.pathname)?.[1];
  if (id && checkRecipeId(id) === "ok") void queryClient.prefetchQuery(recipeQuery(id, queryClient));
}
