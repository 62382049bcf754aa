import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { recipes } from "./recipes";

/**
 * A user's plan for a range (normally a calendar month). One plan per user and
 * range: the unique key is what stops two parallel loads creating two plans.
 */
export const mealPlans = pgTable(
  "meal_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("monthly"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("meal_plans_user_range_key").on(t.userId, t.startDate, t.endDate),
    index("meal_plans_user_dates_idx").on(t.userId, t.startDate, t.endDate),
    check("meal_plans_range_check", sql`${t.startDate} <= ${t.endDate}`),
    check("meal_plans_type_check", sql`${t.type} in ('weekly', 'monthly', 'daily', 'event')`),
  ],
);

/** One meal per user, date and meal type: a newer write for a slot replaces the older. */
export const mealPlanEntries = pgTable(
  "meal_plan_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => mealPlans.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    mealType: text("meal_type").notNull(),
    recipeId: uuid("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    title: text("title"),
    recipeTitle: text("recipe_title"),
    imageUrl: text("image_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("meal_plan_entries_user_date_meal_key").on(t.userId, t.date, t.mealType),
    index("meal_plan_entries_plan_idx").on(t.planId),
    check("meal_plan_entries_meal_type_check", sql`${t.mealType} in ('breakfast', 'lunch', 'dinner', 'snack')`),
  ],
);

/** The secret behind a user's iCalendar feed URL; only its SHA-256 is stored. Revoking deletes the row. */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The rows one "Delete plan" removed, kept briefly so Undo can put them back (docs/decisions/047). */
export const mealPlanDeletions = pgTable(
  "meal_plan_deletions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    entries: jsonb("entries").$type<DeletedEntry[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meal_plan_deletions_user_idx").on(t.userId, t.createdAt)],
);

/** A removed meal as stored for undo: the row's own values, timestamps as ISO text. */
export interface DeletedEntry {
  id: string;
  planId: string;
  date: string;
  mealType: string;
  recipeId: string | null;
  title: string | null;
  recipeTitle: string | null;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
}
