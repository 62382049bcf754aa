import { useQueryClient } from "@tanstack/react-query";
import type { ShoppingListDetail } from "@sierra/shared";
import { flushListChanges } from "../lib/list-sync";
import { enqueue, withPending } from "../lib/offline-queue";
import { shoppingListKeys } from "./keys";

/** A free item, added by hand: its id chosen here, so a repeat of the change is the same item; queued like a tick. */
export function useAddListItem(userId: string) {
  const queryClient = useQueryClient();
  return {
    isPending: false,
    mutate: (
      { listId, item }: { listId: string; item: { name: string; quantity: number | null; unit: string | null } },
      options?: { onSuccess?: () => void },
    ) => {
      const key = shoppingListKeys.list(userId, listId);
      const op = enqueue(userId, listId, { kind: "add", itemId: crypto.randomUUID(), ...item });
      const held = queryClient.getQueryData<ShoppingListDetail>(key);
      if (held) queryClient.setQueryData(key, withPending(held, [op]));
      options?.onSuccess?.();
      void flushListChanges(queryClient, userId);
    },
  };
}
