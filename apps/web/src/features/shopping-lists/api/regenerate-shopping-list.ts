import { api, unwrap } from "@/lib/api";
import { useListChange } from "../lib/use-list-change";

/** POST /api/shopping-lists/:id/regenerate: made again from the plan; checked and hand-added items stay. */
export const regenerateShoppingList = (id: string) => unwrap(api["shopping-lists"][":id"].regenerate.$post({ param: { id } }));

export const useRegenerateShoppingList = (userId: string) =>
  useListChange(userId, regenerateShoppingList, { done: "List updated from your plan", failed: "Failed to update the list" });
