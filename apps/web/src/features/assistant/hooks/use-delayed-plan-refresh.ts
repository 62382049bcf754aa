import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ASSISTANT_REFRESH_DELAY_MS } from "@sierra/shared";
import { refreshMealPlans } from "@/lib/calendar-context";

// One timer for the tab: a second matching message inside the 2 seconds moves the refresh, not doubles it.
let timer: ReturnType<typeof setTimeout> | undefined;

/** Spec section 4: the meal plan refreshes 2 seconds after a message about plans, meals, recipes or cooking. */
export function useDelayedPlanRefresh(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearTimeout(timer);
    timer = setTimeout(() => void refreshMealPlans(queryClient), ASSISTANT_REFRESH_DELAY_MS);
  }, [queryClient]);
}
