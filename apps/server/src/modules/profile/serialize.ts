import {
  DEFAULT_CALORIE_GOAL,
  DEFAULT_DIETARY_GOAL,
  DEFAULT_MACROS,
  HOUSEHOLD_SIZE,
  SHOPPING_RADIUS,
  VARIETY_PREFERENCE,
  allergyChecks,
  isDiet,
  type CookingComplexity,
  type Macros,
} from "@sierra/shared";
import type { members, preferences } from "../../db/schema";

type MemberRow = typeof members.$inferSelect;
type PreferencesRow = typeof preferences.$inferSelect;

/** A member as the API shows it (spec field names). id is null for in-memory defaults. */
export function memberView(row: MemberRow | null, fallbackName = "") {
  return {
    id: row?.id ?? null,
    name: row?.name ?? fallbackName,
    role: row?.role ?? "self",
    calorie_goal: row?.calorieGoal ?? DEFAULT_CALORIE_GOAL,
    dietary_goal: row?.dietaryGoals.goal ?? DEFAULT_DIETARY_GOAL,
    macro_goals: (row?.macroGoals ?? DEFAULT_MACROS) as Macros,
    allergies: row?.allergies ?? [],
    diets: (row?.diets ?? []).filter(isDiet),
  };
}
export type MemberView = ReturnType<typeof memberView>;

/** Preferences as the API shows them; the defaults of spec section 3 when the row is missing. */
export function preferencesView(row: PreferencesRow | null) {
  return {
    id: row?.id ?? null,
    cuisines: row?.cuisines ?? [],
    allergies: row?.allergies ?? [],
    /** how the household rule checks each allergy: the profile says which are matched by name only */
    allergy_checks: allergyChecks(row?.allergies ?? []),
    diets: (row?.diets ?? []).filter(isDiet),
    dislikes: row?.dislikes ?? [],
    favorite_chefs: row?.favoriteChefs ?? [],
    favorite_magazines: row?.favoriteMagazines ?? [],
    zipcode: row?.zipcode ?? null,
    prioritize_seasonal: row?.prioritizeSeasonal ?? false,
    use_openai_variety: row?.useOpenaiVariety ?? false,
    shopping_radius_miles: row?.shoppingRadiusMiles ?? SHOPPING_RADIUS.default,
    household_size: row?.householdSize ?? HOUSEHOLD_SIZE.default,
    variety_preference: row?.varietyPreference ?? VARIETY_PREFERENCE.default,
    cooking_complexity: (row?.cookingComplexity ?? "simple") as CookingComplexity,
    user_timezone: row?.userTimezone ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
export type PreferencesView = ReturnType<typeof preferencesView>;
