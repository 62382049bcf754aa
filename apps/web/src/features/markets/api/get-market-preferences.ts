import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { toast } from "@/lib/toast";
import { profileToasts } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { useSession } from "@/features/session/use-session";

/** The user's preferences; the markets card reads the zipcode, seasonal flag, radius and zone. */
export type MarketPreferences = InferResponseType<typeof api.profile.preferences.$get, 200>;

/** The signed-in user's preferences (["preferences"], refreshed when the profile saves them). */
export function useMarketPreferences(enabled: boolean) {
  const session = useSession();
  const query = useQuery({
    queryKey: ["preferences", session.data?.user.id],
    queryFn: () => unwrap(api.profile.preferences.$get()),
    enabled: enabled && Boolean(session.data),
  });
  useEffect(() => {
    if (query.isError) toast.error(profileToasts.errorTitle, { description: profileToasts.preferencesLoadFailed });
  }, [query.isError]);
  return query;
}
