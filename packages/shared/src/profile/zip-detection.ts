import { z } from "zod";
import { isCompleteZipcode } from "./zip-states";
import { zipcodeTimeZone } from "./zip-time-zones";
import { zoneToOption } from "./zone-options";
import type { TimeZoneOptionId } from "./time-zones";

/**
 * What the zipcode says about the time zone:
 * - found: an option to use (with a note when it is only the closest one);
 * - no-option: a known zone none of the 15 options can stand for (Guam, American Samoa);
 * - unknown: a complete code we cannot place (military, unassigned).
 * Partial codes are never looked up.
 */
export type ZipTimeZoneResult =
  { status: "found"; zone: string; option: TimeZoneOptionId; note: string | null } | { status: "no-option"; zone: string } | { status: "unknown" };

export function detectTimeZoneFromZipcode(zipcode: string): ZipTimeZoneResult {
  const zone = isCompleteZipcode(zipcode) ? zipcodeTimeZone(zipcode) : null;
  if (!zone) return { status: "unknown" };
  const mapped = zoneToOption(zone);
  return mapped ? { status: "found", zone, option: mapped.option, note: mapped.note } : { status: "no-option", zone };
}

/** The detection call's input: exactly five digits (the lookup runs only at exactly 5). */
export const timeZoneLookupSchema = z.object({
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "Enter a 5-digit zipcode"),
});
