import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { flushListChanges } from "../lib/list-sync";
import { shoppingChangesScope, shoppingListKeys } from "./keys";

/** POST /api/shopping-lists/:id/done: the checked items go into the pantry and off the list. */
export const finishShopping = (id: string) => unwrap(api["shopping-lists"][":id"].done.$post({ param: { id } }));

export function useDoneShopping(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // After every item change still queued on this device (docs/decisions/061): the last tick before the tap counts.
    mutationFn: async (id: string) => {
      await flushListChanges(queryClient, userId);
      return finishShopping(id);
    },
    scope: shoppingChangesScope(userId),
    onSuccess: ({ moved, list }) => {
      queryClient.setQueryData(shoppingListKeys.list(userId, list.id), list);
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.lists(userId) });
      // The pantry feature's queries live under ["pantry", userId].
      void queryClient.invalidateQueries({ queryKey: ["pantry", userId] });
      toast.success("Done shopping", { description: moved ? `${moved} item${moved === 1 ? "" : "s"} moved to your pantry.` : "Nothing was checked off." });
    },
    onError: (error) => toast.error("Failed to finish shopping", { description: error.message }),
  });
}
