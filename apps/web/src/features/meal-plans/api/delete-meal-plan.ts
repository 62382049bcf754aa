import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { mealPlanMessages, UNDO_DELETE, type DeletedPeriodResponse, type IsoDate, type MealPlanResponse, type PlanView } from "@sierra/shared";
import { api, ApiError, unwrap } from "@/lib/api";
import { withoutRange } from "../lib/cache";
import { updateFailed } from "./remove-meal";
import { mealPlanKeys } from "./keys";

export interface PeriodInput {
  view: PlanView;
  date: IsoDate;
}

/** DELETE /api/meal-plans?view&date: the meals of the day, week or month on screen (docs/decisions/047). */
export function deletePeriod({ view, date }: PeriodInput): Promise<DeletedPeriodResponse> {
  return unwrap(api["meal-plans"].$delete({ query: { view, date } }));
}

/** POST /api/meal-plans/restore: Undo of one delete. */
export function restorePeriod(undoId: string): Promise<{ restored: number }> {
  return unwrap(api["meal-plans"].restore.$post({ json: { undoId } }));
}

/** Deletes the period on screen, then offers Undo in the toast for UNDO_DELETE.toastSeconds. */
export function useDeleteMealPlan(userId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: restorePeriod,
    onSuccess: () => {
      toast.success(mealPlanMessages.restored);
      void queryClient.invalidateQueries({ queryKey: mealPlanKeys.user(userId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) toast.error(mealPlanMessages.undoExpired);
      else toast.error(updateFailed.title, { description: updateFailed.description });
      onChanged();
    },
  });
  return useMutation({
    mutationFn: deletePeriod,
    onSuccess: (result) => {
      queryClient.setQueriesData<MealPlanResponse>({ queryKey: mealPlanKeys.user(userId) }, (data) => withoutRange(data, result.range.start, result.range.end));
      toast.success(mealPlanMessages.deleted, {
        description: result.message || mealPlanMessages.deletedDetail,
        duration: UNDO_DELETE.toastSeconds * 1000,
        action: { label: mealPlanMessages.undo, onClick: () => restore.mutate(result.undoId) },
      });
      onChanged();
    },
    onError: () => {
      toast.error("Failed to delete meal plan", { description: "There was a problem deleting your meal plan" });
      onChanged();
    },
  });
}
