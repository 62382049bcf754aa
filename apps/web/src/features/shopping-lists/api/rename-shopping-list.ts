import { api, unwrap } from "@/lib/api";
import { useListChange } from "../lib/use-list-change";

/** PATCH /api/shopping-lists/:id. */
export const renameShoppingList = ({ id, name }: { id: string; name: string }) =>
  unwrap(api["shopping-lists"][":id"].$patch({ param: { id }, json: { name } }));

export const useRenameShoppingList = (userId: string) =>
  useListChange(userId, renameShoppingList, { done: "List renamed", failed: "Failed to rename the list" });
