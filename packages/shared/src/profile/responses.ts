import { z } from "zod";
import { DIETS } from "../food/marks";
import { MACRO_KEYS } from "./macros";
import { COOKING_COMPLEXITIES } from "./preferences";
import { TIME_ZONE_OPTIONS } from "./time-zones";
import type { SeasonalInfo } from "./markets";
import { PRODUCE_REGIONS, type ProduceRegion } from "./seasonal-produce";

/** The answers of /api/profile and /api/seasonal-info as schemas, for the OpenAPI document (docs/decisions/055). */

/** A household member in a path. */
export const householdMemberParamSchema = z.object({ id: z.uuid("Household member not found.") });

/** A member as the API shows it (spec field names); id is null for in-memory defaults. */
export const memberViewSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  role: z.string(),
  calorie_goal: z.number(),
  dietary_goal: z.string(),
  macro_goals: z.record(z.enum(MACRO_KEYS), z.number()),
  allergies: z.array(z.string()),
  diets: z.array(z.enum(DIETS)),
});

/** Preferences as the API shows them; the defaults of spec section 3 when the row is missing. */
export const preferencesViewSchema = z.object({
  id: z.string().nullable(),
  cuisines: z.array(z.string()),
  allergies: z.array(z.string()),
  allergy_checks: z.array(z.object({ text: z.string(), by: z.enum(["families", "food", "words"]) })),
  diets: z.array(z.enum(DIETS)),
  dislikes: z.array(z.string()),
  favorite_chefs: z.array(z.string()),
  favorite_magazines: z.array(z.string()),
  zipcode: z.string().nullable(),
  prioritize_seasonal: z.boolean(),
  use_openai_variety: z.boolean(),
  shopping_radius_miles: z.number(),
  household_size: z.number(),
  variety_preference: z.number(),
  cooking_complexity: z.enum(COOKING_COMPLEXITIES),
  user_timezone: z.string().nullable(),
  updated_at: z.string().nullable(),
});

export const householdViewSchema = z.object({ id: z.string(), max_members: z.number(), is_owner: z.boolean(), members: z.array(memberViewSchema) });

export const personalInfoViewSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  household_id: z.string().nullable(),
});

/** GET /api/profile: the page's data; `warning` is the spec's toast when an account's rows are missing. */
export const profileDataSchema = z.object({
  email: z.string(),
  email_verified: z.boolean(),
  profile: personalInfoViewSchema.extend({ email: z.string() }),
  member: memberViewSchema,
  preferences: preferencesViewSchema,
  household: householdViewSchema.nullable(),
  warning: z.string().nullable(),
});

export const savedTimeZoneSchema = preferencesViewSchema.extend({ zone_saved: z.boolean() });

const timeZoneOptionIds = TIME_ZONE_OPTIONS.map((o) => o.id) as [(typeof TIME_ZONE_OPTIONS)[number]["id"], ...(typeof TIME_ZONE_OPTIONS)[number]["id"][]];

/** What a zipcode says about the time zone: the option to select, or null when none fits. */
export const detectedTimeZoneSchema = z.object({
  zipcode: z.string(),
  timezone: z.enum(timeZoneOptionIds).nullable(),
  label: z.string().nullable(),
  zone: z.string().nullable(),
  note: z.string().nullable(),
});

export const seasonalInfoSchema = z.object({
  markets: z.array(z.object({ name: z.string(), location: z.string() })),
  source: z.enum(["directory", "offline"]),
  produce: z
    .object({
      region: z.enum(Object.keys(PRODUCE_REGIONS) as [ProduceRegion, ...ProduceRegion[]]),
      regionLabel: z.string(),
      month: z.string(),
      items: z.array(z.string()),
    })
    .nullable(),
});

// SeasonalInfo stays the name screens use; this fails to compile if the schema drifts from it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>() => undefined as unknown as T;
agree<Same<z.infer<typeof seasonalInfoSchema>, SeasonalInfo>>();
