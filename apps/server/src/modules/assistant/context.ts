import { and, desc, eq } from "drizzle-orm";
import { allowedMealTypes, zonedNow, type IsoDate } from "@sierra/shared";
import type { Database } from "../../db/client";
import { members, preferences, profiles } from "../../db/schema";
import { readHousehold } from "../food";
import { readPlanningContext } from "../meal-plans/planning-context";
import { memberView, preferencesView } from "../profile/serialize";
import type { AssistantContext } from "../../adapters/llm/engine";

/**
 * The spec's send context (section 7), read from the signed-in user's own rows. Missing rows read
 * as the spec's defaults, as the profile does; nothing is created here.
 */
export async function readAssistantContext(db: Database, userId: string, now: Date, selectedDate: IsoDate | null): Promise<AssistantContext> {
  const [planning, prefsRows, memberRows, profileRows, household] = await Promise.all([
    readPlanningContext(db, userId, now),
    db.select().from(preferences).where(eq(preferences.userId, userId)).orderBy(desc(preferences.updatedAt)).limit(1),
    db
      .select()
      .from(members)
      .where(and(eq(members.userId, userId), eq(members.role, "self")))
      .limit(1),
    db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, userId)).limit(1),
    readHousehold(db, userId),
  ]);
  const prefs = preferencesView(prefsRows[0] ?? null);
  const member = memberView(memberRows[0] ?? null);
  return {
    userId,
    firstName: profileRows[0]?.firstName?.trim() || null,
    now,
    today: zonedNow(now, planning.timeZone).date,
    timeZone: planning.timeZone,
    selectedDate,
    subscription: planning.subscription,
    allowedMealTypes: allowedMealTypes(planning.subscription),
    household,
    preferences: {
      cuisines: prefs.cuisines,
      allergies: prefs.allergies,
      diets: prefs.diets,
      dislikes: prefs.dislikes,
      favoriteChefs: prefs.favorite_chefs,
      householdSize: prefs.household_size,
      varietyPreference: prefs.variety_preference,
      cookingComplexity: prefs.cooking_complexity,
      zipcode: prefs.zipcode,
    },
    goals: { calorieGoal: member.calorie_goal, macros: member.macro_goals, dietaryGoal: member.dietary_goal },
  };
}
