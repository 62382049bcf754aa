import { api, unwrap } from "@/lib/api";
import { useOptimisticItems } from "../lib/use-list-change";

/** DELETE /api/shopping-lists/:id/items/:itemId. */
export const deleteListItem = ({ listId, itemId }: { listId: string; itemId: string }) =>
  unwrap(api["shopping-lists"][":id"].items[":itemId"].$delete({ param: { id: listId, itemId } }));

export const useDeleteListItem = (userId: string) =>
  useOptimisticItems(
    userId,
    deleteListItem,
    (list, { itemId }) => ({ ...list, items: list.items.filter((i) => i.id !== itemId) }),
    "Failed to remove the item",
  );
