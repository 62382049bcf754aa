import { z } from "zod";
import { LIST_ITEM_MAX_LENGTH, LIST_MAX_ITEMS, normalizeListItems } from "./list-items";
import { dietsSchema } from "./diets";
import { TIME_ZONE_IDS } from "./time-zones";
import { ZIPCODE_LENGTH } from "./zip-states";

export const SHOPPING_RADIUS = { min: 1, max: 50, default: 10 } as const;
export const HOUSEHOLD_SIZE = { min: 1, max: 10, default: 2 } as const;
export const VARIETY_PREFERENCE = { min: 1, max: 10, default: 5 } as const;
/** Cooking skill from onboarding (accounts spec section 3): simple or complex, default simple. */
export const COOKING_COMPLEXITIES = ["simple", "complex"] as const;
export type CookingComplexity = (typeof COOKING_COMPLEXITIES)[number];

export const PREFERENCE_LISTS = [
  { key: "cuisines", label: "Cuisines", placeholder: "e.g. Italian" },
  { key: "allergies", label: "Allergies", placeholder: "e.g. Peanuts" },
  { key: "dislikes", label: "Dislikes", placeholder: "e.g. Cilantro" },
  { key: "favorite_chefs", label: "Favorite chefs", placeholder: "e.g. Julia Child" },
  { key: "favorite_magazines", label: "Favorite magazines", placeholder: "e.g. Bon Appétit" },
] as const;
export type PreferenceListKey = (typeof PREFERENCE_LISTS)[number]["key"];

/** A list of the profile (spec section 5): items trimmed, empty ones dropped. */
export const preferenceList = z
  .array(z.string().max(LIST_ITEM_MAX_LENGTH, `Items can be at most ${LIST_ITEM_MAX_LENGTH} characters`))
  .max(LIST_MAX_ITEMS, `Lists can hold at most ${LIST_MAX_ITEMS} items`)
  .transform(normalizeListItems);

const whole = (label: string, { min, max }: { min: number; max: number }, unit = "") =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}${unit}`)
    .max(max, `${label} must be between ${min} and ${max}${unit}`);

/** Preferences form and PUT /api/profile/preferences (spec sections 3 and 5). */
export const preferencesSchema = z.object({
  cuisines: preferenceList,
  allergies: preferenceList,
  dislikes: preferenceList,
  favorite_chefs: preferenceList,
  favorite_magazines: preferenceList,
  // Optional: clients that do not know the field leave the stored diets alone (docs/decisions/046).
  diets: dietsSchema.optional(),
  // At most 5 characters (spec); empty means none.
  zipcode: z
    .string()
    .trim()
    .max(ZIPCODE_LENGTH, `Zipcode must be at most ${ZIPCODE_LENGTH} characters`)
    .transform((v) => (v === "" ? null : v)),
  prioritize_seasonal: z.boolean(),
  use_openai_variety: z.boolean(),
  shopping_radius_miles: whole("Shopping radius", SHOPPING_RADIUS, " miles"),
  household_size: whole("Household size", HOUSEHOLD_SIZE),
  variety_preference: whole("Variety preference", VARIETY_PREFERENCE),
  // Optional: clients that do not know the field leave the stored answer alone.
  cooking_complexity: z.enum(COOKING_COMPLEXITIES, "Please choose simple or complex.").optional(),
  user_timezone: z.enum(TIME_ZONE_IDS, "Please choose a time zone from the list."),
});
export type PreferencesInput = z.input<typeof preferencesSchema>;
export type PreferencesValues = z.output<typeof preferencesSchema>;

/** Sierra's wording for the variety level (spec section 2, chat panel). */
export function varietyWording(level: number): string {
  if (level >= 7) return "Adventurous";
  if (level <= 3) return "Simple & Familiar";
  return "Balanced";
}

/** Saving the browser's zone for a row without one (POST /api/profile/preferences/default-timezone). */
export const defaultTimeZoneSchema = z.object({ timezone: z.enum(TIME_ZONE_IDS, "Please choose a time zone from the list.") });
