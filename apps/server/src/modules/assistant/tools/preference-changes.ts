import { DIET_LABELS, nutritionSchema, preferencesSchema, type Diet, type PreferenceChanges, type PreferencesValues } from "@sierra/shared";
import type { Database } from "../../../db/client";
import type { SessionUser } from "../../../http/context";
import { AppError } from "../../../http/errors";
import { readPreferences, updatePreferences } from "../../profile/preferences";
import { updateNutrition } from "../../profile/personal";
import type { AssistantContext } from "../../../adapters/llm/engine";

const addTo = <T extends string>(list: T[], add: T[] = [], remove: T[] = []): T[] => {
  const removed = new Set(remove.map((r) => r.toLowerCase()));
  const kept = list.filter((item) => !removed.has(item.toLowerCase()));
  const known = new Set(kept.map((k) => k.toLowerCase()));
  return [...kept, ...add.filter((a) => !known.has(a.toLowerCase()))];
};

const dietNames = (diets: Diet[]) => and(diets.map((d) => DIET_LABELS[d].toLowerCase()));

const and = (parts: string[]) => (parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`);

/** What a change would do, in words, for the card the user confirms. */
export function describeChanges(c: PreferenceChanges): string {
  const parts: string[] = [];
  if (c.addAllergies?.length) parts.push(`add ${and(c.addAllergies)} to your allergies`);
  if (c.removeAllergies?.length) parts.push(`remove ${and(c.removeAllergies)} from your allergies`);
  if (c.addDislikes?.length) parts.push(`add ${and(c.addDislikes)} to your dislikes`);
  if (c.removeDislikes?.length) parts.push(`remove ${and(c.removeDislikes)} from your dislikes`);
  if (c.addDiets?.length) parts.push(`keep your household's meals ${dietNames(c.addDiets)}`);
  if (c.removeDiets?.length) parts.push(`stop keeping your meals ${dietNames(c.removeDiets)}`);
  if (c.addCuisines?.length) parts.push(`add ${and(c.addCuisines)} to your favourite cuisines`);
  if (c.householdSize !== undefined) parts.push(`set your household to ${c.householdSize} ${c.householdSize === 1 ? "person" : "people"}`);
  if (c.calorieGoal !== undefined) parts.push(`set your daily calorie goal to ${c.calorieGoal}`);
  if (c.varietyPreference !== undefined) parts.push(`set your variety level to ${c.varietyPreference} out of 10`);
  const text = and(parts);
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "No change";
}

export const hasChanges = (c: PreferenceChanges) => describeChanges(c) !== "No change";

/**
 * Saves a confirmed change through the profile's own services, after the same validation the
 * Preferences and Nutrition forms use (household size 1-10, calorie goal 500-5000...).
 */
export async function applyPreferenceChanges(db: Database, me: SessionUser, ctx: AssistantContext, c: PreferenceChanges): Promise<void> {
  const current = await readPreferences(db, me.id);
  const prefsChanged =
    c.addAllergies ||
    c.removeAllergies ||
    c.addDislikes ||
    c.removeDislikes ||
    c.addDiets ||
    c.removeDiets ||
    c.addCuisines ||
    c.householdSize !== undefined ||
    c.varietyPreference !== undefined;
  if (prefsChanged) {
    // The stored zone is kept as it is: it may be a browser's zone outside the form's list.
    const values = preferencesSchema.omit({ user_timezone: true }).safeParse({
      ...current,
      allergies: addTo(current.allergies, c.addAllergies, c.removeAllergies),
      dislikes: addTo(current.dislikes, c.addDislikes, c.removeDislikes),
      diets: addTo(current.diets, c.addDiets, c.removeDiets),
      cuisines: addTo(current.cuisines, c.addCuisines),
      zipcode: current.zipcode ?? "",
      household_size: c.householdSize ?? current.household_size,
      variety_preference: c.varietyPreference ?? current.variety_preference,
    });
    if (!values.success) throw new AppError(422, "INVALID_PREFERENCES", values.error.issues[0]?.message ?? "Invalid preferences");
    await updatePreferences(db, me, { ...values.data, user_timezone: (current.user_timezone ?? ctx.timeZone) as PreferencesValues["user_timezone"] });
  }
  if (c.calorieGoal !== undefined) {
    const values = nutritionSchema.safeParse({ calorie_goal: c.calorieGoal, dietary_goal: ctx.goals.dietaryGoal, macro_goals: ctx.goals.macros });
    if (!values.success) throw new AppError(422, "INVALID_NUTRITION", values.error.issues[0]?.message ?? "Invalid calorie goal");
    await updateNutrition(db, me, values.data);
  }
}

/** Drops what the preferences already say (an allergy already listed, the same household size). */
export function withoutNoOps(c: PreferenceChanges, ctx: AssistantContext): PreferenceChanges {
  const has = (list: string[], item: string) => list.some((x) => x.toLowerCase() === item.toLowerCase());
  const p = ctx.preferences;
  const out: PreferenceChanges = {};
  const addAllergies = c.addAllergies?.filter((a) => !has(p.allergies, a));
  const removeAllergies = c.removeAllergies?.filter((a) => has(p.allergies, a));
  const addDislikes = c.addDislikes?.filter((a) => !has(p.dislikes, a));
  const removeDislikes = c.removeDislikes?.filter((a) => has(p.dislikes, a));
  const addCuisines = c.addCuisines?.filter((a) => !has(p.cuisines, a));
  const addDiets = c.addDiets?.filter((d) => !p.diets.includes(d));
  const removeDiets = c.removeDiets?.filter((d) => p.diets.includes(d));
  if (addAllergies?.length) out.addAllergies = addAllergies;
  if (addDiets?.length) out.addDiets = addDiets;
  if (removeDiets?.length) out.removeDiets = removeDiets;
  if (removeAllergies?.length) out.removeAllergies = removeAllergies;
  if (addDislikes?.length) out.addDislikes = addDislikes;
  if (removeDislikes?.length) out.removeDislikes = removeDislikes;
  if (addCuisines?.length) out.addCuisines = addCuisines;
  if (c.householdSize !== undefined && c.householdSize !== p.householdSize) out.householdSize = c.householdSize;
  if (c.calorieGoal !== undefined && c.calorieGoal !== ctx.goals.calorieGoal) out.calorieGoal = c.calorieGoal;
  if (c.varietyPreference !== undefined && c.varietyPreference !== p.varietyPreference) out.varietyPreference = c.varietyPreference;
  return out;
}
