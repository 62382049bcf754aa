import { FALLBACK_TIME_ZONE, isTimeZoneOption, TIME_ZONE_OPTIONS, utcOffsetMinutes, type TimeZoneOptionId } from "./time-zones";

export interface ZoneOption {
  option: TimeZoneOptionId;
  /** Set when the option is only the closest one: what the user's clock really does. */
  note: string | null;
}

/**
 * Zones without an equivalent among the 15 options, mapped to the closest one with an honest
 * note (docs/decisions/020-zip-time-zones.md). Zones not listed here and without an equivalent
 * (Guam, American Samoa) have no option at all.
 */
const CLOSEST: Record<string, ZoneOption> = {
  "America/Phoenix": {
    option: "America/Denver",
    note: "Arizona does not observe daylight saving time: Mountain time matches your clock from November to March, and from March to November your clock matches Pacific time.",
  },
  "America/Adak": {
    option: "Pacific/Honolulu",
    note: "The western Aleutians keep Hawaii-Aleutian time with daylight saving: Hawaii time matches your clock from November to March, and from March to November your clock is one hour ahead of it.",
  },
  "America/Puerto_Rico": {
    option: "America/New_York",
    note: "Atlantic time has no daylight saving time: Eastern time matches your clock from March to November, and from November to March your clock is one hour ahead of it.",
  },
};
CLOSEST["America/St_Thomas"] = CLOSEST["America/Puerto_Rico"]!;

/** Offsets in mid-January and mid-July: two zones with the same pair keep the same clock all year. */
function yearSignature(zone: string, year: number): string | null {
  const offsets = [0, 6].map((month) => utcOffsetMinutes(zone, new Date(Date.UTC(year, month, 15, 12))));
  return offsets.some((o) => o === null) ? null : offsets.join(",");
}

/** The option for an IANA zone: itself, an equivalent, the closest (with a note), or null. */
export function zoneToOption(zone: string, year = new Date().getUTCFullYear()): ZoneOption | null {
  if (isTimeZoneOption(zone)) return { option: zone, note: null };
  const closest = CLOSEST[zone];
  if (closest) return closest;
  const wanted = yearSignature(zone, year);
  if (!wanted) return null;
  const equivalent = TIME_ZONE_OPTIONS.find((o) => yearSignature(o.id, year) === wanted);
  return equivalent ? { option: equivalent.id, note: null } : null;
}

/** What a preferences row without a time zone gets: the browser's zone as an option (spec fallback America/New_York). */
export function browserZoneToOption(zone: string | null | undefined): TimeZoneOptionId {
  return (zone && zoneToOption(zone)?.option) || FALLBACK_TIME_ZONE;
}
