import { queryOptions, useQuery } from "@tanstack/react-query";
import { viewRange, type IsoDate, type MealPlanResponse, type PlanView } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { mealPlanKeys } from "./keys";

/** GET /api/meal-plans: the plan, the view's slots, the allowed meal types and the server's clock. */
export function fetchMealPlan(view: PlanView, date: IsoDate): Promise<MealPlanResponse> {
  return unwrap(api["meal-plans"].$get({ query: { view, date } }));
}

export function mealPlanQuery(userId: string, view: PlanView, date: IsoDate) {
  return queryOptions({
    queryKey: mealPlanKeys.plan(userId, view, viewRange(view, date).start),
    queryFn: () => fetchMealPlan(view, date),
    // Cut-offs move with the clock: look again every few minutes while the page is open.
    refetchInterval: 5 * 60_000,
  });
}

/** The plan for the view; the previous period stays on screen while the next loads, but never in another view's layout. */
export function useMealPlan(userId: string | null, view: PlanView, date: IsoDate) {
  return useQuery({
    ...mealPlanQuery(userId ?? "", view, date),
    enabled: userId !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === view ? previous : undefined),
  });
}
