import { api, unwrap } from "@/lib/api";

export interface TimeZoneDetection {
  zipcode: string;
  /** The option to select, or null when the zipcode cannot be placed in one. */
  timezone: string | null;
  label: string | null;
  zone: string | null;
  note: string | null;
}

/** The spec's detectTimezone call, answered offline by the server's ZIP table. */
export function detectTimeZone(zipcode: string) {
  return unwrap<TimeZoneDetection>(api.profile.timezone.$get({ query: { zipcode } }));
}
