import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ShoppingListDetail } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { shoppingListKeys } from "./keys";

/** How often an open list asks whether another device changed it (docs/decisions/038). */
export const LIST_POLL_MS = 2000;

/**
 * GET /api/shopping-lists/:id with the version already held: an unchanged list answers in a few
 * bytes and the list on screen stays as it is.
 */
export async function fetchShoppingList(queryClient: QueryClient, userId: string, listId: string): Promise<ShoppingListDetail> {
  const held = queryClient.getQueryData<ShoppingListDetail>(shoppingListKeys.list(userId, listId));
  const query = held ? { since: String(held.version) } : {};
  const read = await unwrap(api["shopping-lists"][":id"].$get({ param: { id: listId }, query }));
  return "unchanged" in read ? held! : read;
}

export const shoppingListQuery = (queryClient: QueryClient, userId: string, listId: string) =>
  queryOptions({ queryKey: shoppingListKeys.list(userId, listId), queryFn: () => fetchShoppingList(queryClient, userId, listId) });

/** The open list, kept in step with other devices while the page is visible (polling pauses in a hidden tab). */
export function useShoppingList(userId: string | null, listId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...shoppingListQuery(queryClient, userId ?? "", listId ?? ""),
    enabled: userId !== null && listId !== null,
    // Not while a change of ours is on its way: a poll answered before it lands would undo it on screen.
    refetchInterval: () => (queryClient.isMutating() > 0 ? false : LIST_POLL_MS),
    refetchIntervalInBackground: false,
  });
}
