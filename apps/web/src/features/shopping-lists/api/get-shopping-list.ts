import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ShoppingListDetail } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { pendingFor, withPending } from "../lib/offline-queue";
import { shoppingListKeys } from "./keys";

/** How often an open list asks whether another device changed it while the change stream is closed (docs/decisions/038, 065). */
export const LIST_POLL_MS = 2000;

/**
 * GET /api/shopping-lists/:id with the version already held: an unchanged list answers in a few
 * bytes and the list on screen stays as it is.
 */
export async function fetchShoppingList(queryClient: QueryClient, userId: string, listId: string): Promise<ShoppingListDetail> {
  const held = queryClient.getQueryData<ShoppingListDetail>(shoppingListKeys.list(userId, listId));
  const query = held ? { since: String(held.version) } : {};
  const read = await unwrap(api["shopping-lists"][":id"].$get({ param: { id: listId }, query }));
  // Changes still queued on this device (made offline) stay on screen until the server has them.
  return "unchanged" in read ? held! : withPending(read, pendingFor(userId, listId));
}

export const shoppingListQuery = (queryClient: QueryClient, userId: string, listId: string) =>
  queryOptions({ queryKey: shoppingListKeys.list(userId, listId), queryFn: () => fetchShoppingList(queryClient, userId, listId) });

/**
 * The open list, kept in step with other devices: by the change stream when it is open (`live`),
 * else by asking while the page is visible (polling pauses in a hidden tab).
 */
export function useShoppingList(userId: string | null, listId: string | null, live = false) {
  const queryClient = useQueryClient();
  return useQuery({
    ...shoppingListQuery(queryClient, userId ?? "", listId ?? ""),
    enabled: userId !== null && listId !== null,
    // Not while a change of ours is on its way: a poll answered before it lands would undo it on screen.
    refetchInterval: () => (live || queryClient.isMutating() > 0 ? false : LIST_POLL_MS),
    refetchIntervalInBackground: false,
  });
}
