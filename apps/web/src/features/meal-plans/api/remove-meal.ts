import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import type { IsoDate, MealPlanResponse, MealType } from "@sierra/shared";
import { api, ApiError, unwrap } from "@/lib/api";
import { withSlot } from "../lib/cache";
import { formatLongDate, MEAL_TYPE_LABELS } from "../lib/format";
import { mealPlanKeys } from "./keys";

export interface SlotInput {
  date: IsoDate;
  mealType: MealType;
}

/** DELETE /api/meal-plans/slots/:date/:mealType; a slot that is already empty (404) is what was asked for. */
export async function removeMeal({ date, mealType }: SlotInput): Promise<void> {
  try {
    await unwrap(api["meal-plans"].slots[":date"][":mealType"].$delete({ param: { date, mealType } }));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export const updateFailed = { title: "Failed to update meal plan", description: "There was a problem updating your meal plan" } as const;

export function useRemoveMeal(userId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMeal,
    onSuccess: (_result, { date, mealType }) => {
      queryClient.setQueriesData<MealPlanResponse>({ queryKey: mealPlanKeys.user(userId) }, (data) => withSlot(data, date, mealType, null));
      toast.success("Meal removed", { description: `${MEAL_TYPE_LABELS[mealType]} on ${formatLongDate(date)} is free again.` });
      onChanged();
    },
    onError: () => {
      toast.error(updateFailed.title, { description: updateFailed.description });
      onChanged();
    },
  });
}
