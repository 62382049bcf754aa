import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { useSession } from "./use-session";

export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: () =>
    unwrap<{
      user: { id: string; email: string; name: string; role: string; emailVerified: boolean };
      profile: { first_name: string | null; last_name: string | null; household_id: string | null };
      subscription: {
        subscribed: boolean;
        plan_type: string | null;
        billing_interval: string | null;
        trial_active: boolean;
        trial_end: string | null;
        subscription_end: string | null;
      };
      allowedMealTypes: string[];
    }>(api.me.$get()),
});

/** Profile name, subscription and allowed meal types of the signed-in user. */
export function useMe() {
  const session = useSession();
  return useQuery({ ...meQuery, enabled: Boolean(session.data) });
}

/** The greeting name: first name, else the part of the e-mail before the @. */
export function displayFirstName(firstName: string | null | undefined, email: string | undefined): string {
  const trimmed = firstName?.trim();
  if (trimmed) return trimmed;
  return email?.split("@")[0] ?? "";
}
