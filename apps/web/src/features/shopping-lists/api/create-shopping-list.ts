import { useMutation, useQueryClient } from "@tanstack/react-query";
import { countOf, type ShoppingListCreate, type ShoppingListDetail } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { shoppingListKeys } from "./keys";

/** POST /api/shopping-lists: a list made from the plan's range, less the pantry. */
export function createShoppingList(input: ShoppingListCreate): Promise<ShoppingListDetail> {
  return unwrap(api["shopping-lists"].$post({ json: input }));
}

export function useCreateShoppingList(userId: string, onCreated: (list: ShoppingListDetail) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShoppingList,
    onSuccess: (list) => {
      queryClient.setQueryData(shoppingListKeys.list(userId, list.id), list);
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.lists(userId) });
      toast.success("Shopping list ready", {
        description: list.items.length
          ? `${countOf(list.items.length, "item")} to buy for ${list.name}.`
          : "Nothing to buy: plan some meals, or your pantry has it all.",
      });
      onCreated(list);
    },
    onError: (error) => toast.error("Failed to make the list", { description: error.message }),
  });
}
