import { eq } from "drizzle-orm";
import { FALLBACK_TIME_ZONE } from "@sierra/shared";
import type { Database } from "../../db/client";
import { preferences } from "../../db/schema";

const knownZones = new Set<string>();

/** A saved zone if the runtime knows it, else America/New_York (spec). Checked zones are remembered. */
export function usableTimeZone(zone: string | null | undefined): string {
  if (!zone) return FALLBACK_TIME_ZONE;
  if (knownZones.has(zone)) return zone;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    knownZones.add(zone);
    return zone;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/** The user's zone for "today" and cut-offs. */
export async function userTimeZone(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ zone: preferences.userTimezone }).from(preferences).where(eq(preferences.userId, userId)).limit(1);
  return usableTimeZone(row?.zone);
}
