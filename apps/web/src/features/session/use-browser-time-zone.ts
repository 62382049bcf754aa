import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
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
export function saveDefaultTimeZone<Preferences = unknown>() {
  return unwrap<Preferences>(api.profile.preferences["default-timezone"].$post({ json: { timezone: browserTimeZoneOption() } }));
}

const savedKey = (userId: string) => `sierra-time-zone-saved:${userId}`;

/**
 * "Today" and the meal cut-offs are the user's time zone. It used to be saved only when /profile
 * was opened, so a new user in Tokyo saw New York's today until then (issue 13). Now the first
 * signed-in page saves the browser's zone, once per user and browser; the server keeps a zone
 * the user chose and only fills an empty one.
 */
export function useSaveBrowserTimeZone() {
  const userId = useSession().data?.user.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || localStorage.getItem(savedKey(userId))) return;
    void saveDefaultTimeZone().then(
      () => {
        localStorage.setItem(savedKey(userId), "1");
        // Views already loaded may have used the fallback zone.
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "session" });
      },
      () => undefined,
    );
  }, [userId, queryClient]);
}
