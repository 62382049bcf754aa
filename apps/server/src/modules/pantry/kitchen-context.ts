import { eq } from "drizzle-orm";
import { zonedNow, type Household, type IsoDate } from "@sierra/shared";
import type { Database } from "../../db/client";
import { preferences } from "../../db/schema";
import { readHousehold } from "../food";
import { usableTimeZone } from "../meal-plans/time-zone";

/** What kitchen rules read of a user's preferences, with the defaults of a user who saved none. */
export interface KitchenContext {
  /** the user's today, in their time zone */
  today: IsoDate;
  householdSize: number;
  /** what every suggestion must keep to (the one household rule) */
  household: Household;
}

export async function readKitchenContext(db: Database, userId: string, now: Date): Promise<KitchenContext> {
  const [[row], household] = await Promise.all([
    db.select({ zone: preferences.userTimezone, householdSize: preferences.householdSize }).from(preferences).where(eq(preferences.userId, userId)).limit(1),
    readHousehold(db, userId),
  ]);
  return { today: zonedNow(now, usableTimeZone(row?.zone)).date, householdSize: row?.householdSize ?? 2, household };
}
