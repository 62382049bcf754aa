import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { profileToasts } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { PROFILE_QUERY_ROOT } from "@/lib/calendar-context";

/** GET /api/profile's answer, typed by the server's route. */
export type ProfileData = InferResponseType<typeof api.profile.$get, 200>;
export type MemberData = ProfileData["member"];
export type PreferencesData = ProfileData["preferences"];
export type HouseholdData = NonNullable<ProfileData["household"]>;

export const profileKeys = {
  // The root lives in lib/calendar-context.ts: Sierra refreshes preferences it saved.
  all: PROFILE_QUERY_ROOT,
  detail: (userId: string) => [...PROFILE_QUERY_ROOT, userId] as const,
};

/** A failure without the server's own words gets the spec's default text. */
export function fetchProfile(): Promise<ProfileData> {
  return unwrap(api.profile.$get(), profileToasts.loadDefault);
}

/** The whole page's data in one call; the server creates missing rows first. */
export const profileQuery = (userId: string) => queryOptions({ queryKey: profileKeys.detail(userId), queryFn: fetchProfile });
