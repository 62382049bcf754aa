import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { mealDisplayTitle, mealPlanMessages, type IsoDate, type Meal, type MealPlanResponse, type MealType } from "@sierra/shared";
import { api, serverTextOr, unwrap } from "@/lib/api";
import { withSlot } from "../lib/cache";
import { formatLongDate, MEAL_TYPE_LABELS } from "../lib/format";
import { mealPlanKeys } from "./keys";

export interface AddMealInput {
  date: IsoDate;
  mealType: MealType;
  recipeId: string;
}

/** PUT /api/meal-plans/slots/:date/:mealType: puts a recipe in the slot, replacing what was there. */
export function addMeal({ date, mealType, recipeId }: AddMealInput): Promise<{ meal: Meal }> {
  return unwrap(api["meal-plans"].slots[":date"][":mealType"].$put({ param: { date, mealType }, json: { recipeId } }));
}

/** The server's reason when it gave one ('Not available at this time', the upgrade text...), else the spec's text. */
export function addFailureReason(error: unknown): string {
  return serverTextOr(error, mealPlanMessages.addFailedDetail);
}

/** Adds or replaces a meal: 'Meal Added' and the slot updates at once; the plan refresh is left to `onChanged` (debounced). */
export function useAddMeal(userId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMeal,
    onSuccess: ({ meal }, { date, mealType }) => {
      queryClient.setQueriesData<MealPlanResponse>({ queryKey: mealPlanKeys.user(userId) }, (data) => withSlot(data, date, mealType, meal));
      toast.success(mealPlanMessages.mealAdded, {
        description: `${mealDisplayTitle(meal)} is planned for ${MEAL_TYPE_LABELS[mealType].toLowerCase()} on ${formatLongDate(date)}.`,
      });
      onChanged();
    },
    onError: (error) => {
      toast.error(mealPlanMessages.addFailed, { description: addFailureReason(error) });
      onChanged();
    },
  });
}
