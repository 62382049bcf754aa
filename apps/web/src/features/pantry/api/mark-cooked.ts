import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CookedMeal, IsoDate, MealType } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { pantryKeys } from "./keys";

export interface SlotRef {
  date: IsoDate;
  mealType: MealType;
}

/** POST /api/pantry/cooked/:date/:mealType: the recipe's ingredients come out of the pantry. */
export function markCooked(slot: SlotRef): Promise<CookedMeal> {
  return unwrap(api.pantry.cooked[":date"][":mealType"].$post({ param: slot }));
}

/** DELETE /api/pantry/cooked/:date/:mealType: gives the pantry back what cooking took. */
export function undoCooked(slot: SlotRef): Promise<unknown> {
  return unwrap(api.pantry.cooked[":date"][":mealType"].$delete({ param: slot }));
}

/** "Cooked", with an Undo in its toast; "Undo cooked" from the slot itself. */
export function useCookedToggle(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: pantryKeys.user(userId) });
  const undo = useMutation({
    mutationFn: undoCooked,
    onSuccess: () => {
      toast.success("Cooked undone", { description: "The ingredients are back in your pantry." });
      void refresh();
    },
    onError: (error) => toast.error("Failed to undo", { description: error.message }),
  });
  const cook = useMutation({
    mutationFn: markCooked,
    onSuccess: (cooked, slot) => {
      const what = cooked.lowered.length
        ? `${cooked.lowered.length} pantry item${cooked.lowered.length === 1 ? "" : "s"} used.`
        : "Nothing in your pantry was used.";
      toast.success("Marked as cooked", { description: what, action: { label: "Undo", onClick: () => undo.mutate(slot) } });
      void refresh();
    },
    onError: (error) => toast.error("Failed to mark as cooked", { description: error.message }),
  });
  return { cook, undo };
}
