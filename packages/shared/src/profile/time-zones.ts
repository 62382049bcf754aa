import { formatterPerZone } from "./zone-formatters";

/** The 15 time zones the profile offers (spec section 9), as IANA ids with the spec's labels. */
export const TIME_ZONE_OPTIONS = [
  { id: "America/New_York", label: "Eastern" },
  { id: "America/Chicago", label: "Central" },
  { id: "America/Denver", label: "Mountain" },
  { id: "America/Los_Angeles", label: "Pacific" },
  { id: "America/Anchorage", label: "Alaska" },
  { id: "Pacific/Honolulu", label: "Hawaii" },
  { id: "Europe/London", label: "London" },
  { id: "Europe/Paris", label: "Paris" },
  { id: "Europe/Berlin", label: "Berlin" },
  { id: "Asia/Tokyo", label: "Tokyo" },
  { id: "Asia/Shanghai", label: "Shanghai" },
  { id: "Asia/Kolkata", label: "India (Kolkata)" },
  { id: "Australia/Sydney", label: "Sydney" },
  { id: "America/Toronto", label: "Toronto" },
  { id: "America/Vancouver", label: "Vancouver" },
] as const;

export type TimeZoneOptionId = (typeof TIME_ZONE_OPTIONS)[number]["id"];

export const TIME_ZONE_IDS = TIME_ZONE_OPTIONS.map((o) => o.id) as [TimeZoneOptionId, ...TimeZoneOptionId[]];

export const FALLBACK_TIME_ZONE: TimeZoneOptionId = "America/New_York";

export function isTimeZoneOption(zone: string | null | undefined): zone is TimeZoneOptionId {
  return TIME_ZONE_OPTIONS.some((o) => o.id === zone);
}

export function timeZoneLabel(zone: string | null | undefined): string {
  return TIME_ZONE_OPTIONS.find((o) => o.id === zone)?.label ?? zone ?? "";
}

const offsetName = formatterPerZone("en-US", { timeZoneName: "longOffset" });

/** UTC offset in minutes of `zone` at `at`, or null when the runtime does not know the zone. */
export function utcOffsetMinutes(zone: string, at: Date): number | null {
  try {
    const parts = offsetName(zone).formatToParts(at);
    const name = parts.find((p) => p.type === "timeZoneName")?.value ?? "";
    const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
    if (!match) return name === "GMT" ? 0 : null;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === "-" ? -minutes : minutes;
  } catch {
    return null;
  }
}
