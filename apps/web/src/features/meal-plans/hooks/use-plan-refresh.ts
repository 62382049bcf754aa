import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { mealPlanKeys } from "../api/keys";
import { createRefreshScheduler } from "../lib/refresh-scheduler";

/** Asks for a plan refresh after a change; refreshes run at most once per second (spec), and a pending one runs when the page closes. */
export function usePlanRefresh(userId: string): () => void {
  const queryClient = useQueryClient();
  const [scheduler] = useState(() => createRefreshScheduler(() => void queryClient.invalidateQueries({ queryKey: mealPlanKeys.user(userId) })));
  useEffect(() => () => scheduler.flush(), [scheduler]);
  return scheduler.request;
}
