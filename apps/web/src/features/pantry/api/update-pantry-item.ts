import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PantryItem, PantryItemUpdate } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { pantryKeys } from "./keys";

/** PATCH /api/pantry/items/:id. */
export function updatePantryItem({ id, changes }: { id: string; changes: PantryItemUpdate }): Promise<PantryItem> {
  return unwrap(api.pantry.items[":id"].$patch({ param: { id }, json: changes }));
}

export function useUpdatePantryItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePantryItem,
    onSuccess: (item) => {
      toast.success("Pantry item saved", { description: item.name });
      void queryClient.invalidateQueries({ queryKey: pantryKeys.user(userId) });
    },
    onError: (error) => toast.error("Failed to save the item", { description: error.message }),
  });
}
