import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { browserZoneToOption } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { useSession } from "./use-session";

/** The browser's zone as one of the 15 options (fallback America/New_York, spec section 4). */
export function browserTimeZoneOption() {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  return browserZoneToOption(zone);
}

/** Saves the browser's zone where the user has none; the server never overwrites a chosen zone. */
export function saveDefaultTimeZone() {
  return unwrap(api.profile.preferences["default-timezone"].$post({ json: { timezone: browserTimeZoneOption() } }));
}

const ZONED_QUERIES = new Set(["meal-plans", "dashboard"]);

const savedKey = (userId: string) => `sierra-time-zone-saved:${userId}`;

/**
 * "Today" and the meal cut-offs are the user's time zone. It used to be saved only when /profile
 * was opened, so a new user in Tokyo saw New York's today until then. Now the first
 * signed-in page saves the browser's zone, once per user and browser; the server keeps a zone
 * the user chose and only fills an empty one.
 */
export function useSaveBrowserTimeZone() {
  const userId = useSession().data?.user.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || localStorage.getItem(savedKey(userId))) return;
    // A task of its own after the page's first render: matching a zone that is not one of the 15
    // options (UTC, say) builds a formatter per option, too much to add to that render's task.
    const timer = setTimeout(() => saveBrowserZone(userId, queryClient), 0);
    return () => clearTimeout(timer);
  }, [userId, queryClient]);
}

function saveBrowserZone(userId: string, queryClient: QueryClient) {
  void saveDefaultTimeZone().then(
    (result) => {
      localStorage.setItem(savedKey(userId), "1");
      if (!result.zone_saved) return;
      // The calendar and the dashboard count days in the user's zone; if one was loaded before
      // the zone was saved, it used the fallback. (Keys of those features: meal-plans/api/keys.ts
      // and dashboard/api; nothing else depends on the zone, so nothing else is refetched.)
      void queryClient.invalidateQueries({ predicate: (q) => ZONED_QUERIES.has(String(q.queryKey[0])) });
    },
    () => undefined,
  );
}
