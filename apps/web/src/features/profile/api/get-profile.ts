import { queryOptions } from "@tanstack/react-query";
import { profileToasts, type Macros } from "@sierra/shared";
import { api, ApiError } from "@/lib/api";
import { PROFILE_QUERY_ROOT } from "@/lib/calendar-context";

export interface MemberData {
  id: string | null;
  name: string;
  role: string;
  calorie_goal: number;
  dietary_goal: string;
  macro_goals: Macros;
}

export interface PreferencesData {
  id: string | null;
  cuisines: string[];
  allergies: string[];
  dislikes: string[];
  favorite_chefs: string[];
  favorite_magazines: string[];
  zipcode: string | null;
  prioritize_seasonal: boolean;
  use_openai_variety: boolean;
  shopping_radius_miles: number;
  household_size: number;
  variety_preference: number;
  user_timezone: string | null;
  updated_at: string | null;
}

export interface HouseholdData {
  id: string;
  max_members: number;
  is_owner: boolean;
  members: MemberData[];
}

export interface ProfileData {
  email: string;
  email_verified: boolean;
  profile: { id: string; email: string | null; first_name: string; last_name: string; household_id: string | null };
  member: MemberData;
  preferences: PreferencesData;
  household: HouseholdData | null;
  /** Set when missing rows could not be created: the page runs on defaults and offers a retry. */
  warning: string | null;
}

export const profileKeys = {
  // The root lives in lib/calendar-context.ts: Sierra refreshes preferences it saved.
  all: PROFILE_QUERY_ROOT,
  detail: (userId: string) => [...PROFILE_QUERY_ROOT, userId] as const,
};

/** A failure without the server's own words gets the spec's default text. */
export async function fetchProfile(): Promise<ProfileData> {
  const res = await api.profile.$get();
  const body = (await res.json().catch(() => null)) as (ProfileData & { message?: string }) | null;
  if (!res.ok) throw new ApiError(body?.message || profileToasts.loadDefault, res.status);
  return body as ProfileData;
}

/** The whole page's data in one call; the server creates missing rows first. */
export const profileQuery = (userId: string) => queryOptions({ queryKey: profileKeys.detail(userId), queryFn: fetchProfile });
