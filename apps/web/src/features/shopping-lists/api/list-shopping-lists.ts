import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShoppingListSummary } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { shoppingListKeys } from "./keys";

/** GET /api/shopping-lists: the user's lists, newest change first. */
export function fetchShoppingLists(): Promise<{ lists: ShoppingListSummary[] }> {
  return unwrap(api["shopping-lists"].$get());
}

export const shoppingListsQuery = (userId: string) => queryOptions({ queryKey: shoppingListKeys.lists(userId), queryFn: fetchShoppingLists });

export function useShoppingLists(userId: string | null) {
  return useQuery({ ...shoppingListsQuery(userId ?? ""), enabled: userId !== null });
}
