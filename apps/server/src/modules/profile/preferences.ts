import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { householdMessages, isDiet, splitDietWords, type PreferencesValues, type TimeZoneOptionId } from "@sierra/shared";
import type { Database } from "../../db/client";
import { households, preferences } from "../../db/schema";
import type { SessionUser } from "../../http/context";
import { profileError } from "./errors";
import { alignMaxMembers, memberCount } from "./household-view";
import { ensureRows } from "./personal";
import { preferencesView } from "./serialize";

/** The user's preferences, or the defaults when the row does not exist yet (nothing is created). */
export async function readPreferences(db: Database, userId: string) {
  const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId)).orderBy(desc(preferences.updatedAt)).limit(1);
  return preferencesView(row ?? null);
}

/**
 * Saves every preference field with a fresh updated_at and returns the saved row. The owned
 * household's max_members follows household_size, never below its current members.
 */
export async function updatePreferences(db: Database, me: SessionUser, input: PreferencesValues) {
  await ensureRows(db, me);
  return db.transaction(async (tx) => {
    const [household] = await tx.select().from(households).where(eq(households.ownerUserId, me.id)).for("update");
    if (household) {
      const count = await memberCount(tx, household.id);
      if (input.household_size < count) throw profileError(householdMessages.sizeBelowMembers(count), 409);
      await alignMaxMembers(tx, household, input.household_size, count);
    }
    // A diet written as a dislike ("vegetarian") is kept as the diet it is (docs/decisions/046).
    const [stored] = input.diets ? [] : await tx.select({ diets: preferences.diets }).from(preferences).where(eq(preferences.userId, me.id));
    const moved = splitDietWords(input.dislikes, input.diets ?? (stored?.diets ?? []).filter(isDiet));
    const [row] = await tx
      .update(preferences)
      .set({
        cuisines: input.cuisines,
        allergies: input.allergies,
        dislikes: moved.rest,
        diets: moved.diets,
        favoriteChefs: input.favorite_chefs,
        favoriteMagazines: input.favorite_magazines,
        zipcode: input.zipcode,
        prioritizeSeasonal: input.prioritize_seasonal,
        useOpenaiVariety: input.use_openai_variety,
        shoppingRadiusMiles: input.shopping_radius_miles,
        householdSize: input.household_size,
        varietyPreference: input.variety_preference,
        ...(input.cooking_complexity ? { cookingComplexity: input.cooking_complexity } : {}),
        userTimezone: input.user_timezone,
        updatedAt: sql`now()`,
      })
      .where(eq(preferences.userId, me.id))
      .returning();
    if (!row) throw profileError("Preferences not found", 404);
    return preferencesView(row);
  });
}

/**
 * Spec: a row without a time zone gets the browser's. Only fills a gap, never overwrites a choice;
 * `zone_saved` says whether it filled one, so views computed in the fallback zone know to reload.
 */
export async function saveDefaultTimeZone(db: Database, me: SessionUser, timezone: TimeZoneOptionId) {
  await ensureRows(db, me);
  const saved = await db
    .update(preferences)
    .set({ userTimezone: timezone, updatedAt: sql`now()` })
    .where(and(eq(preferences.userId, me.id), isNull(preferences.userTimezone)))
    .returning({ id: preferences.id });
  return { ...(await readPreferences(db, me.id)), zone_saved: saved.length > 0 };
}
