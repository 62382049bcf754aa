import { desc, eq } from "drizzle-orm";
import { isDiet, mergeHouseholds, type Household } from "@sierra/shared";
import type { Database } from "../../db/client";
import type { Executor } from "../../adapters/billing/provider";
import { members, preferences } from "../../db/schema";

/**
 * Everything the signed-in user's household avoids: their preferences' allergies, diets and
 * dislikes, and the allergies and diets of every member they cook for (docs/decisions/046).
 * Every path that proposes food reads the household here and asks the shared rule.
 */
export async function readHousehold(db: Database | Executor, userId: string): Promise<Household> {
  const [prefs, people] = await Promise.all([
    db
      .select({ allergies: preferences.allergies, diets: preferences.diets, dislikes: preferences.dislikes })
      .from(preferences)
      .where(eq(preferences.userId, userId))
      .orderBy(desc(preferences.updatedAt))
      .limit(1),
    db.select({ allergies: members.allergies, diets: members.diets }).from(members).where(eq(members.userId, userId)),
  ]);
  const own = prefs[0] ?? { allergies: [], diets: [], dislikes: [] };
  return mergeHouseholds(
    { allergies: own.allergies, diets: own.diets.filter(isDiet), dislikes: own.dislikes },
    ...people.map((p) => ({ allergies: p.allergies, diets: p.diets.filter(isDiet), dislikes: [] })),
  );
}

/** The number of people the user cooks for, from the profile (the spec's default of 2 when unset). */
export async function readHouseholdSize(db: Database | Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ size: preferences.householdSize })
    .from(preferences)
    .where(eq(preferences.userId, userId))
    .orderBy(desc(preferences.updatedAt))
    .limit(1);
  return row?.size ?? 2;
}
