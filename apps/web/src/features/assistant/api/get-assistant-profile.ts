import type { InferResponseType } from "hono/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { assistantKeys } from "./keys";

/** The panel reads the variety level for the empty state, the zone for time stamps, and `warning` (spec: 'Profile Incomplete'). */
export type AssistantProfile = InferResponseType<typeof api.profile.$get, 200>;

/** GET /api/profile (the profile page's call): Sierra's context needs the preferences and member data. */
export function fetchAssistantProfile(): Promise<AssistantProfile> {
  return unwrap(api.profile.$get());
}

/** Read again on every open of the panel, so a variety changed on the profile page shows. */
export const assistantProfileQuery = (userId: string) =>
  queryOptions({ queryKey: assistantKeys.profile(userId), queryFn: fetchAssistantProfile, staleTime: 0 });

export function useAssistantProfile(userId: string) {
  return useQuery(assistantProfileQuery(userId));
}
