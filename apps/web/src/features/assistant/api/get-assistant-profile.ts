import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { assistantKeys } from "./keys";

/** What the panel reads of the profile: the variety level for the empty state, the zone for time stamps. */
export interface AssistantProfile {
  preferences: { variety_preference: number; user_timezone: string | null };
  member: { id: string | null };
  /** Set when the server could not create missing rows (spec: 'Profile Incomplete'). */
  warning: string | null;
}

/** GET /api/profile (the profile page's call): Sierra's context needs the preferences and member data. */
export function fetchAssistantProfile(): Promise<AssistantProfile> {
  return unwrap<AssistantProfile>(api.profile.$get());
}

/** Read again on every open of the panel, so a variety changed on the profile page shows. */
export const assistantProfileQuery = (userId: string) => queryOptions({ queryKey: assistantKeys.profile(userId), queryFn: fetchAssistantProfile, staleTime: 0 });

export function useAssistantProfile(userId: string) {
  return useQuery(assistantProfileQuery(userId));
}
