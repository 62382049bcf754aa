import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PantryItem, PantryItemInput } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { pantryKeys } from "./keys";

/** POST /api/pantry/items. */
export function addPantryItem(input: PantryItemInput): Promise<PantryItem> {
  return unwrap(api.pantry.items.$post({ json: input }));
}

export function useAddPantryItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPantryItem,
    onSuccess: (item) => {
      toast.success("Added to your pantry", { description: item.name });
      void queryClient.invalidateQueries({ queryKey: pantryKeys.user(userId) });
    },
    onError: (error) => toast.error("Failed to add to your pantry", { description: error.message }),
  });
}
