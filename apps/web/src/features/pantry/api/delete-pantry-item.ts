import type { PantryItem } from "@sierra/shared";
import { toast } from "@/lib/toast";
import { useQueuePantryChange } from "./queue-pantry-change";

/** Queues the removal; an item removed here stays removed whatever another device edits (docs/decisions/062). */
export function useDeletePantryItem(userId: string) {
  const queue = useQueuePantryChange(userId);
  return {
    isPending: false,
    mutate: (item: Pick<PantryItem, "id" | "name">) => {
      queue({ kind: "delete", itemId: item.id });
      toast.success("Removed from your pantry", { description: item.name });
    },
  };
}
