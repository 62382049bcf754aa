import { pantryItemInputSchema, type PantryItemInput } from "@sierra/shared";
import { toast } from "@/lib/toast";
import { useQueuePantryChange } from "./queue-pantry-change";

/** Adds an item under an id chosen here, so a repeat of the change is the same item (docs/decisions/062). */
export function useAddPantryItem(userId: string) {
  const queue = useQueuePantryChange(userId);
  return {
    isPending: false,
    mutate: (input: PantryItemInput, options?: { onSuccess?: () => void }) => {
      const fields = pantryItemInputSchema.parse(input);
      queue({ kind: "add", itemId: crypto.randomUUID(), ...fields });
      toast.success("Added to your pantry", { description: fields.name });
      options?.onSuccess?.();
    },
  };
}
