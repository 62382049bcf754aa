import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PantryItem } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { pantryKeys } from "./keys";

/** DELETE /api/pantry/items/:id. */
export function deletePantryItem(item: Pick<PantryItem, "id" | "name">): Promise<unknown> {
  return unwrap(api.pantry.items[":id"].$delete({ param: { id: item.id } }));
}

export function useDeletePantryItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePantryItem,
    onSuccess: (_result, item) => {
      toast.success("Removed from your pantry", { description: item.name });
      void queryClient.invalidateQueries({ queryKey: pantryKeys.user(userId) });
    },
    onError: (error) => toast.error("Failed to remove the item", { description: error.message }),
  });
}
