import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { mealPlanKeys } from "./keys";

export interface FeedStatus {
  active: boolean;
  createdAt: string | null;
}

/** GET /api/calendar-feed: whether a secret calendar link exists (the link itself is never shown again). */
export function fetchFeedStatus(): Promise<FeedStatus> {
  return unwrap<FeedStatus>(api["calendar-feed"].$get());
}

export const feedStatusQuery = (userId: string) => queryOptions({ queryKey: mealPlanKeys.feed(userId), queryFn: fetchFeedStatus });

export function useFeedStatus(userId: string) {
  return useQuery(feedStatusQuery(userId));
}
