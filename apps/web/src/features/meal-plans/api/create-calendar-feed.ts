import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { toast } from "@/lib/toast";
import { api, unwrap } from "@/lib/api";
import type { FeedStatus } from "./get-calendar-feed";
import { mealPlanKeys } from "./keys";

export type NewFeed = InferResponseType<(typeof api)["calendar-feed"]["$post"], 201>;

/** POST /api/calendar-feed: a new secret link; an earlier one stops working. */
export function createFeed(): Promise<NewFeed> {
  return unwrap(api["calendar-feed"].$post());
}

export function useCreateFeed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeed,
    onSuccess: () => {
      queryClient.setQueryData<FeedStatus>(mealPlanKeys.feed(userId), { active: true, createdAt: new Date().toISOString() });
      toast.success("Calendar link ready", { description: "Add it to your calendar app. Any earlier link no longer works." });
    },
    onError: (error) => toast.error("Could not create a calendar link", { description: error.message }),
  });
}
