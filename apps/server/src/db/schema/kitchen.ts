import { sql } from "drizzle-orm";
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { Measure, RecipeRef } from "@sierra/shared";
import { user } from "./auth";
import { recipes } from "./recipes";

const aisles = sql.raw(`('produce', 'meat-fish', 'dairy-eggs', 'bakery', 'pantry', 'spices', 'frozen', 'other')`);

/**
 * What a household has at home. `food_key` is the food table's name (else the parsed core food),
 * so quantities compare with recipe lines; a null quantity is "some" (a jar of salt nobody weighs).
 */
export const pantryItems = pgTable(
  "pantry_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    foodKey: text("food_key").notNull(),
    name: text("name").notNull(),
    quantity: doublePrecision("quantity"),
    unit: text("unit"),
    bestBefore: date("best_before", { mode: "string" }),
    location: text("location").notNull().default("cupboard"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pantry_items_user_food_idx").on(t.userId, t.foodKey),
    check("pantry_items_quantity_check", sql`${t.quantity} is null or ${t.quantity} > 0`),
    check("pantry_items_location_check", sql`${t.location} in ('fridge', 'freezer', 'cupboard')`),
  ],
);

/** A shopping list for a range of the meal plan. `version` counts every change to it or its items: what two devices compare. */
export const shoppingLists = pgTable(
  "shopping_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    version: integer("version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shopping_lists_user_updated_idx").on(t.userId, t.updatedAt), check("shopping_lists_range_check", sql`${t.startDate} <= ${t.endDate}`)],
);

/** One line of a list: generated from the plan (with the recipes needing it) or added by hand. */
export const shoppingListItems = pgTable(
  "shopping_list_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listId: uuid("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    foodKey: text("food_key").notNull(),
    name: text("name").notNull(),
    quantity: doublePrecision("quantity"),
    unit: text("unit"),
    containerSize: jsonb("container_size").$type<Measure | null>(),
    aisle: text("aisle").notNull(),
    recipes: jsonb("recipes")
      .$type<RecipeRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    checked: boolean("checked").notNull().default(false),
    /** The list version at which `checked` last changed, and the syncing device that changed it: what an untick is weighed against (docs/decisions/061). */
    checkedVersion: integer("checked_version").notNull().default(0),
    checkedBy: uuid("checked_by"),
    addedByHand: boolean("added_by_hand").notNull().default(false),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shopping_list_items_list_position_idx").on(t.listId, t.position),
    check("shopping_list_items_aisle_check", sql`${t.aisle} in ${aisles}`),
    check("shopping_list_items_quantity_check", sql`${t.quantity} is null or ${t.quantity} > 0`),
  ],
);

/** What cooking a planned meal took from the pantry, per item, so "Undo" can give it back. */
export interface LoweredItem {
  itemId: string;
  /** the item as it was, to put back if cooking used it up */
  item: { foodKey: string; name: string; unit: string | null; bestBefore: string | null; location: string };
  used: number;
}

/** A planned meal marked cooked: one per user, date and meal type. */
export const cookedMeals = pgTable(
  "cooked_meals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    mealType: text("meal_type").notNull(),
    recipeId: uuid("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    lowered: jsonb("lowered")
      .$type<LoweredItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("cooked_meals_user_date_meal_key").on(t.userId, t.date, t.mealType),
    check("cooked_meals_meal_type_check", sql`${t.mealType} in ('breakfast', 'lunch', 'dinner', 'snack')`),
  ],
);

/** How far each device's numbered changes have been applied: a change at or below it is a repeat (docs/decisions/061). */
export const listSyncDevices = pgTable(
  "list_sync_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    deviceId: uuid("device_id").notNull(),
    lastSeq: integer("last_seq").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);

/** Counts every change to a member's pantry: what devices compare with the stream's announcements (docs/decisions/062). */
export const pantryVersions = pgTable("pantry_versions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** How far each device's numbered pantry changes have been applied: a change at or below it is a repeat (docs/decisions/062). */
export const pantrySyncDevices = pgTable(
  "pantry_sync_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    deviceId: uuid("device_id").notNull(),
    lastSeq: integer("last_seq").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);
