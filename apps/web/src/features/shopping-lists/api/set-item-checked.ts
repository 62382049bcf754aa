import { useQueryClient } from "@tanstack/react-query";
import type { ShoppingListDetail } from "@sierra/shared";
import { flushListChanges } from "../lib/list-sync";
import { enqueue, withPending } from "../lib/offline-queue";
import { shoppingListKeys } from "./keys";

/**
 * Check or uncheck: on screen at once, queued on the device, sent when there is a network
 * (POST /api/shopping-lists/:id/sync), so a tick in a shop without signal is never lost.
 */
export function useSetItemChecked(userId: string) {
  const queryClient = useQueryClient();
  return {
    mutate: ({ listId, itemId, checked }: { listId: string; itemId: string; checked: boolean }) => {
      const key = shoppingListKeys.list(userId, listId);
      const held = queryClient.getQueryData<ShoppingListDetail>(key);
      if (!held) return;
      // The version on screen: an untick only undoes ticks this device has seen (docs/decisions/061).
      const op = enqueue(userId, listId, { kind: "check", itemId, checked, base: held.version });
      queryClient.setQueryData(key, withPending(held, [op]));
      void flushListChanges(queryClient, userId);
    },
  };
}
