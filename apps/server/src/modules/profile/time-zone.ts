import { detectTimeZoneFromZipcode, timeZoneLabel } from "@sierra/shared";

/**
 * The spec's detectTimezone call, answered offline from our ZIP table. `timezone` is the option
 * to select (null when there is none: unknown code, or a zone none of the 15 options fits).
 */
export function detectTimeZone(zipcode: string) {
  const result = detectTimeZoneFromZipcode(zipcode);
  if (result.status !== "found") return { zipcode, timezone: null, label: null, zone: "zone" in result ? result.zone : null, note: null };
  return { zipcode, timezone: result.option, label: timeZoneLabel(result.option), zone: result.zone, note: result.note };
}
