import { eq } from "drizzle-orm";
import { FALLBACK_TIME_ZONE } from "@sierra/shared";
import type { Database } from "../../db/client";
import { preferences } from "../../db/schema";

/** The user's zone for "today" and cut-offs; America/New_York when none is saved (spec). */
export async function userTimeZone(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ zone: preferences.userTimezone }).from(preferences).where(eq(preferences.userId, userId)).limit(1);
  const zone = row?.zone;
  if (!zone) return FALLBACK_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}
