import { browserZoneToOption } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import type { PreferencesData } from "./get-profile";

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

/** Saves it only where the row has none; the server never overwrites a chosen zone. */
export function saveDefaultTimeZone() {
  return unwrap<PreferencesData>(api.profile.preferences["default-timezone"].$post({ json: { timezone: browserTimeZoneOption() } }));
}
