import { eq } from "drizzle-orm";
import { zonedNow, type IsoDate } from "@sierra/shared";
import type { Database } from "../../db/client";
import { preferences } from "../../db/schema";
import { usableTimeZone } from "../meal-plans/time-zone";

/** What kitchen rules read of a user's preferences, with the defaults of a user who saved none. */
export interface KitchenContext {
  /** the user's today, in their time zone */
  today: IsoDate;
  householdSize: number;
  allergies: string[];
  dislikes: string[];
}

export async function readKitchenContext(db: Database, userId: string, now: Date): Promise<KitchenContext> {
  const [row] = await db
    .select({ zone: preferences.userTimezone, householdSize: preferences.householdSize, allergies: preferences.allergies, dislikes: preferences.dislikes })
    .from(preferences)
    .where(eq(preferences.userId, userId))
    .limit(1);
  return {
    today: zonedNow(now, usableTimeZone(row?.zone)).date,
    householdSize: row?.householdSize ?? 2,
    allergies: row?.allergies ?? [],
    dislikes: row?.dislikes ?? [],
  };
}
