import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api";

/** The option to select is null when the zipcode cannot be placed in one. */
export type TimeZoneDetection = InferResponseType<typeof api.profile.timezone.$get, 200>;

/** The spec's detectTimezone call, answered offline by the server's ZIP table. */
export function detectTimeZone(zipcode: string) {
  return unwrap(api.profile.timezone.$get({ query: { zipcode } }));
}
