import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { shoppingListKeys } from "./keys";

/** DELETE /api/shopping-lists/:id. */
export const deleteShoppingList = (id: string) => unwrap(api["shopping-lists"][":id"].$delete({ param: { id } }));

export function useDeleteShoppingList(userId: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShoppingList,
    onSuccess: (_r, id) => {
      queryClient.removeQueries({ queryKey: shoppingListKeys.list(userId, id) });
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.lists(userId) });
      toast.success("List deleted");
      onDeleted();
    },
    onError: (error) => toast.error("Failed to delete the list", { description: error.message }),
  });
}
