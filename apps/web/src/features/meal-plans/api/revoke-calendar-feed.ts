import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { api, unwrap } from "@/lib/api";
import type { FeedStatus } from "./get-calendar-feed";
import { mealPlanKeys } from "./keys";

/** DELETE /api/calendar-feed: the secret link stops working at once. */
export function revokeFeed(): Promise<{ active: false }> {
  return unwrap(api["calendar-feed"].$delete());
}

export function useRevokeFeed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeFeed,
    onSuccess: () => {
      queryClient.setQueryData<FeedStatus>(mealPlanKeys.feed(userId), { active: false, createdAt: null });
      toast.success("Calendar sync turned off", { description: "The calendar link no longer works." });
    },
    onError: (error) => toast.error("Could not turn off calendar sync", { description: error.message }),
  });
}
