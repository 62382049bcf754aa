import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ASSISTANT_REFRESH_DELAY_MS } from "@sierra/shared";
import { refreshMealPlans } from "@/lib/calendar-context";
import { createTrailingTimer } from "../lib/trailing-timer";

// One timer for the tab, so it outlives the panel's components.
const timer = createTrailingTimer(ASSISTANT_REFRESH_DELAY_MS);

/** Spec section 4: the meal plan refreshes 2 seconds after a message about plans, meals, recipes or cooking. */
export function useDelayedPlanRefresh(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => timer.schedule(() => void refreshMealPlans(queryClient)), [queryClient]);
}
