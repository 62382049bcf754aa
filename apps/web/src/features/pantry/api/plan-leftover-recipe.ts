import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addMonths, startOfMonth, zonedNow, type IsoDate, type Meal, type MealPlanResponse, type MealType } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { firstFreeSlot } from "../lib/free-slot";

const MEAL_LABEL: Record<MealType, string> = { breakfast: "breakfast", lunch: "lunch", dinner: "dinner", snack: "a snack" };

async function monthPlan(date: IsoDate): Promise<MealPlanResponse> {
  return unwrap(api["meal-plans"].$get({ query: { view: "monthly", date } }));
}

/**
 * "Plan it": the recipe goes into the first free slot from today (this month, else next month),
 * through the meal plan's own API, so the same subscription and time rules apply.
 */
export async function planInFreeSlot(recipeId: string): Promise<{ date: IsoDate; mealType: MealType; meal: Meal }> {
  const thisMonth = await monthPlan(new Date().toISOString().slice(0, 10));
  const today = zonedNow(new Date(thisMonth.now), thisMonth.timeZone).date;
  const slot = firstFreeSlot(thisMonth) ?? firstFreeSlot(await monthPlan(addMonths(startOfMonth(today), 1)));
  if (!slot) throw new Error("No free slot in the next month. Free one on the meal plan first.");
  const { meal } = await unwrap(api["meal-plans"].slots[":date"][":mealType"].$put({ param: slot, json: { recipeId } }));
  return { ...slot, meal };
}

export function usePlanLeftoverRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: planInFreeSlot,
    onSuccess: ({ date, mealType, meal }) => {
      const day = new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
      toast.success("Meal Added", { description: `${meal.title ?? meal.recipe_title} is planned for ${MEAL_LABEL[mealType]} on ${day}.` });
      void queryClient.invalidateQueries({ queryKey: ["meal-plans"] });
    },
    onError: (error) => toast.error("Failed to add meal", { description: error.message }),
  });
}
