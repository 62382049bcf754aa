import { eq, sql } from "drizzle-orm";
import { isDiet, normalizeListItems, splitDietWords, type OnboardingPreferences } from "@sierra/shared";
import type { Executor } from "../../adapters/billing/provider";
import { households, preferences } from "../../db/schema";
import { alignMaxMembers, memberCount } from "../profile/household-view";

/**
 * Writes what the onboarding chat heard into the account's preferences and household. Called
 * once per pending account, in the transaction that links it, so a replayed checkout completion
 * never applies it twice. Lists are merged (the account may hold some already); the numbers and
 * the skill answer are the user's latest word. The spec's dislikes topic hears diets ("we're
 * vegetarian"): they are kept as the diets they are, never as a dislike of that food (docs/decisions/046).
 */
export async function applyOnboardingPreferences(tx: Executor, userId: string, heard: OnboardingPreferences): Promise<void> {
  // Household first, then preferences: the profile's own save takes its locks in this order.
  const [household] = await tx.select().from(households).where(eq(households.ownerUserId, userId)).for("update");
  const [row] = await tx.select().from(preferences).where(eq(preferences.userId, userId));
  if (!row) throw new Error(`No preferences row for ${userId}`);
  const diets = splitDietWords(heard.dislikes, row.diets.filter(isDiet));
  await tx
    .update(preferences)
    .set({
      allergies: normalizeListItems([...row.allergies, ...heard.allergies]),
      diets: diets.diets,
      dislikes: normalizeListItems([...row.dislikes, ...diets.rest]),
      cuisines: normalizeListItems([...row.cuisines, ...heard.cuisines]),
      cookingComplexity: heard.cookingComplexity,
      householdSize: heard.householdSize,
      varietyPreference: heard.varietyPreference,
      updatedAt: sql`now()`,
    })
    .where(eq(preferences.userId, userId));
  // The household's places follow its size (docs/decisions/022), never below its members.
  if (household) await alignMaxMembers(tx, household, heard.householdSize, await memberCount(tx, household.id));
}
