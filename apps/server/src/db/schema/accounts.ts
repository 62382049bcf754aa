import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const households = pgTable(
  "households",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: text("owner_user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    maxMembers: integer("max_members").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("households_max_members_check", sql`${t.maxMembers} between 1 and 20`)],
);

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  email: text("email"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  householdId: uuid("household_id").references(() => households.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export interface DietaryGoals {
  goal: string;
}
export interface MacroGoals {
  protein: number;
  carbs: number;
  fat: number;
}

export const members = pgTable(
  "members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    role: text("role").notNull().default("member"),
    calorieGoal: integer("calorie_goal").notNull().default(2000),
    dietaryGoals: jsonb("dietary_goals").$type<DietaryGoals>().notNull().default({ goal: "weight_maintenance" }),
    macroGoals: jsonb("macro_goals").$type<MacroGoals>().notNull().default({ protein: 30, carbs: 40, fat: 30 }),
    /** this person's own allergies and diets: the household rule counts every member's (docs/decisions/046) */
    allergies: text("allergies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    diets: text("diets")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("members_household_idx").on(t.householdId),
    // One "self" member per user.
    uniqueIndex("members_one_self_idx")
      .on(t.userId)
      .where(sql`${t.role} = 'self'`),
    check("members_calorie_goal_check", sql`${t.calorieGoal} between 500 and 5000`),
  ],
);

export const preferences = pgTable(
  "preferences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    cuisines: text("cuisines")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergies: text("allergies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dislikes: text("dislikes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** restrictions the household keeps (vegetarian, gluten-free...): never dislikes (docs/decisions/046) */
    diets: text("diets")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    favoriteChefs: text("favorite_chefs")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    favoriteMagazines: text("favorite_magazines")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    zipcode: text("zipcode"),
    prioritizeSeasonal: boolean("prioritize_seasonal").notNull().default(false),
    useOpenaiVariety: boolean("use_openai_variety").notNull().default(false),
    shoppingRadiusMiles: integer("shopping_radius_miles").notNull().default(10),
    householdSize: integer("household_size").notNull().default(2),
    varietyPreference: integer("variety_preference").notNull().default(5),
    // Onboarding's skill answer (accounts spec section 3): simple or complex.
    cookingComplexity: text("cooking_complexity").notNull().default("simple"),
    userTimezone: text("user_timezone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("preferences_zipcode_check", sql`${t.zipcode} is null or char_length(${t.zipcode}) <= 5`),
    check("preferences_radius_check", sql`${t.shoppingRadiusMiles} between 1 and 50`),
    check("preferences_household_size_check", sql`${t.householdSize} between 1 and 10`),
    check("preferences_variety_check", sql`${t.varietyPreference} between 1 and 10`),
    check("preferences_cooking_complexity_check", sql`${t.cookingComplexity} in ('simple', 'complex')`),
  ],
);

/** One row per user. `source` tells a payment from an admin's complimentary grant. */
export const subscribers = pgTable(
  "subscribers",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    subscribed: boolean("subscribed").notNull().default(false),
    subscriptionTier: text("subscription_tier"),
    subscriptionEnd: timestamp("subscription_end", { withTimezone: true }),
    planType: text("plan_type"),
    billingInterval: text("billing_interval"),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    // Billing add-ons on the base plan (written with the rest of the row by the webhook processor).
    addons: text("addons")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text("source").notNull().default("none"),
    grantedBy: text("granted_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("subscribers_plan_type_check", sql`${t.planType} is null or ${t.planType} in ('dinner', 'all_day', 'breakfast_addon', 'lunch_addon')`),
    check("subscribers_interval_check", sql`${t.billingInterval} is null or ${t.billingInterval} in ('3_months', '12_months')`),
    check("subscribers_source_check", sql`${t.source} in ('none', 'complimentary', 'stripe', 'sandbox')`),
  ],
);
