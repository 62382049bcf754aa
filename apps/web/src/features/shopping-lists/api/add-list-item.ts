import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListItemInput } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { shoppingListKeys } from "./keys";

/** POST /api/shopping-lists/:id/items: a free item, added by hand. */
export const addListItem = ({ listId, item }: { listId: string; item: ListItemInput }) =>
  unwrap(api["shopping-lists"][":id"].items.$post({ param: { id: listId }, json: item }));

export function useAddListItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addListItem,
    onSuccess: (_item, { listId }) => {
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.list(userId, listId) });
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.lists(userId) });
    },
    onError: (error) => toast.error("Failed to add the item", { description: error.message }),
  });
}
