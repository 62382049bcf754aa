import { api, unwrap } from "@/lib/api";
import { useOptimisticItems } from "../lib/use-list-change";

/** PATCH /api/shopping-lists/:id/items/:itemId: check or uncheck. */
export const setItemChecked = ({ listId, itemId, checked }: { listId: string; itemId: string; checked: boolean }) =>
  unwrap(api["shopping-lists"][":id"].items[":itemId"].$patch({ param: { id: listId, itemId }, json: { checked } }));

export const useSetItemChecked = (userId: string) =>
  useOptimisticItems(
    userId,
    setItemChecked,
    (list, { itemId, checked }) => ({ ...list, items: list.items.map((i) => (i.id === itemId ? { ...i, checked } : i)) }),
    "Failed to update the item",
  );
