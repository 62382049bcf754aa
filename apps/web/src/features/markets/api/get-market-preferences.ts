import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { profileToasts } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { useSession } from "@/features/session/use-session";

/** What the markets card needs from the user's preferences. */
export interface MarketPreferences {
  zipcode: string | null;
  prioritize_seasonal: boolean;
  shopping_radius_miles: number;
  user_timezone: string | null;
}

/** The signed-in user's preferences (["preferences"], refreshed when the profile saves them). */
export function useMarketPreferences(enabled: boolean) {
  const session = useSession();
  const query = useQuery({
    queryKey: ["preferences", session.data?.user.id],
    queryFn: () => unwrap<MarketPreferences>(api.profile.preferences.$get()),
    enabled: enabled && Boolean(session.data),
  });
  useEffect(() => {
    if (query.isError) toast.error(profileToasts.errorTitle, { description: profileToasts.preferencesLoadFailed });
  }, [query.isError]);
  return query;
}
