import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, jsonb, pgTable, real, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { Attribution, Ingredient, Nutrition } from "@sierra/shared";
import { user } from "./auth";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Recipes: the public catalogue (user_id null) and each user's own. Nutrition
 * per serving is computed from the ingredients on every write.
 */
export const recipes = pgTable(
  "recipes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** stable key of catalogue recipes, so loading the catalogue is idempotent */
    slug: text("slug").unique(),
    title: text("title").notNull(),
    description: text("description"),
    ingredients: jsonb("ingredients").$type<Ingredient[]>().notNull(),
    steps: jsonb("steps").$type<string[]>().notNull(),
    nutrition: jsonb("nutrition").$type<Nutrition | null>(),
    nutritionCoverage: real("nutrition_coverage"),
    imageUrl: text("image_url"),
    complexity: text("complexity").notNull().default("simple"),
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cuisine: text("cuisine"),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    servingSize: integer("serving_size").notNull().default(4),
    prepTime: integer("prep_time"),
    cookTime: integer("cook_time"),
    dietaryTags: text("dietary_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * What the food knowledge reads in the ingredients (packages/shared/src/food, docs/decisions/046),
     * kept so a list is filtered in SQL by the same household rule: allergen families held, every
     * mark held and maybe held ("unknown" for a line it cannot place), foods found and every food
     * above them, and the words of title and lines. `food_version` names the knowledge that wrote
     * them; rows of another version are refreshed after start and never count as safe meanwhile.
     */
    allergens: text("allergens")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    foodHas: text("food_has")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    foodMay: text("food_may")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    foodIds: text("food_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    foodAncestors: text("food_ancestors")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    foodText: text("food_text").notNull().default(""),
    foodVersion: text("food_version").notNull().default(""),
    attribution: jsonb("attribution").$type<Attribution | null>(),
    publicDomain: boolean("public_domain").notNull().default(false),
    source: text("source"),
    /** cuisine, categories, dietary tags and ingredient names: the B-weighted part of the search vector */
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("recipes_user_created_idx").on(t.userId, t.createdAt),
    index("recipes_created_idx").on(t.createdAt, t.id),
    check("recipes_serving_size_check", sql`${t.servingSize} between 1 and 100`),
    check("recipes_times_check", sql`coalesce(${t.prepTime}, 0) >= 0 and coalesce(${t.cookTime}, 0) >= 0`),
  ],
);

/**
 * The search index of recipes: one narrow row per recipe, kept in step with
 * `recipes` by a trigger (migration recipe_search_sync), so a search touches
 * small uncompressed vectors instead of the wide recipe rows.
 */
export const recipeSearch = pgTable(
  "recipe_search",
  {
    recipeId: uuid("recipe_id")
      .primaryKey()
      .references(() => recipes.id, { onDelete: "cascade" }),
    userId: text("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    categories: text("categories").array().notNull(),
    title: text("title").notNull(),
    /** title only, so title matches are found by their own index */
    titleSearch: tsvector("title_search").notNull(),
    search: tsvector("search").notNull(),
  },
  (t) => [
    // fastupdate off: a pending list is merged only by (auto)vacuum, which PGlite never runs, and
    // every search scans it linearly; 100,000 inserted recipes left ~4 MB per index (docs/decisions/009).
    index("recipe_search_search_idx").using("gin", t.search).with({ fastupdate: false }),
    index("recipe_search_title_search_idx").using("gin", t.titleSearch).with({ fastupdate: false }),
    index("recipe_search_title_trgm_idx")
      .using("gin", sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("recipe_search_categories_idx").using("gin", t.categories).with({ fastupdate: false }),
    // No index on user_id: "public or mine" matches nearly every row, and an index there only
    // tempts the planner into AND-ing a full bitmap; the owner check runs on the matched rows.
    // Exactly the order of the newest-first page (created_at desc, recipe_id desc; NULLS FIRST is what
    // DESC means), so it stops after a page: the former (created_at DESC NULLS LAST, recipe_id) matched
    // no query, and every unsearched list page sorted the whole table.
    index("recipe_search_newest_idx").on(t.createdAt.desc().nullsFirst(), t.recipeId.desc().nullsFirst()),
  ],
);

export const favoriteRecipes = pgTable(
  "favorite_recipes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("favorite_recipes_user_recipe_key").on(t.userId, t.recipeId), index("favorite_recipes_recipe_idx").on(t.recipeId)],
);

export const recipeCategories = pgTable(
  "recipe_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    kind: text("kind").notNull(),
  },
  (t) => [check("recipe_categories_kind_check", sql`${t.kind} in ('meal_type', 'cuisine', 'dish')`)],
);
