import { pantryItemUpdateSchema, type PantryItemUpdate } from "@sierra/shared";
import { toast } from "@/lib/toast";
import { useQueuePantryChange } from "./queue-pantry-change";

/** Queues the fields changed; the last change to reach the server wins per field (docs/decisions/062). */
export function useUpdatePantryItem(userId: string) {
  const queue = useQueuePantryChange(userId);
  return {
    isPending: false,
    mutate: ({ id, changes }: { id: string; changes: PantryItemUpdate }, options?: { onSuccess?: () => void }) => {
      const parsed = pantryItemUpdateSchema.parse(changes);
      queue({ kind: "edit", itemId: id, changes: parsed });
      toast.success("Pantry item saved", { description: parsed.name ?? undefined });
      options?.onSuccess?.();
    },
  };
}
