import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api";
import { mealPlanKeys } from "./keys";

export type FeedStatus = InferResponseType<(typeof api)["calendar-feed"]["$get"], 200>;

/** GET /api/calendar-feed: whether a secret calendar link exists (the link itself is never shown again). */
export function fetchFeedStatus(): Promise<FeedStatus> {
  return unwrap(api["calendar-feed"].$get());
}

export const feedStatusQuery = (userId: string) => queryOptions({ queryKey: mealPlanKeys.feed(userId), queryFn: fetchFeedStatus });

export function useFeedStatus(userId: string) {
  return useQuery(feedStatusQuery(userId));
}
