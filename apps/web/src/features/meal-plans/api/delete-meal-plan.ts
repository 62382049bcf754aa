import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { mealPlanMessages, type MealPlan, type MealPlanResponse } from "@sierra/shared";
import { api, ApiError, unwrap } from "@/lib/api";
import { withoutRange } from "../lib/cache";
import { mealPlanKeys } from "./keys";

/** DELETE /api/meal-plans/:id: the plan and every meal in it. */
export function deleteMealPlan(plan: MealPlan): Promise<{ message: string }> {
  return unwrap(api["meal-plans"][":id"].$delete({ param: { id: plan.id } }));
}

export function useDeleteMealPlan(userId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMealPlan,
    onSuccess: (result, plan) => {
      queryClient.setQueriesData<MealPlanResponse>({ queryKey: mealPlanKeys.user(userId) }, (data) => withoutRange(data, plan.start_date, plan.end_date));
      toast.success(mealPlanMessages.deleted, { description: result.message || mealPlanMessages.deletedDetail });
      onChanged();
    },
    onError: (error) => {
      // The plan was already gone (another tab): the spec's calendar text for a missing plan.
      if (error instanceof ApiError && error.status === 404) toast.error("No meal plan", { description: "Please create a meal plan first" });
      else toast.error("Failed to delete meal plan", { description: "There was a problem deleting your meal plan" });
      onChanged();
    },
  });
}
