import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { recipes } from "./recipes";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * A member as the community knows them: a public id (never the account's id) and the name they
 * chose, never their e-mail. Suspension stops them publishing (docs/decisions/064).
 */
export const communityAuthors = pgTable(
  "community_authors",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    publicId: uuid("public_id").notNull().unique().defaultRandom(),
    displayName: text("display_name").notNull(),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedBy: text("suspended_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("community_authors_display_name_check", sql`char_length(${t.displayName}) between 2 and 40 and strpos(${t.displayName}, '@') = 0`)],
);

/**
 * A member's recipe shared with the community: the recipe row stays theirs (edits show at once);
 * unpublishing keeps the row (and its ratings) with `published` false. `hiddenAt`: a moderator
 * took it down; it leaves search but plans made before keep it, marked.
 */
export const communityRecipes = pgTable(
  "community_recipes",
  {
    recipeId: uuid("recipe_id")
      .primaryKey()
      .references(() => recipes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    notes: text("notes").notNull().default(""),
    ownWork: boolean("own_work").notNull().default(false),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => user.id, { onDelete: "set null" }),
    hiddenNote: text("hidden_note").notNull().default(""),
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    cookedCount: integer("cooked_count").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("community_recipes_user_idx").on(t.userId),
    index("community_recipes_published_idx").on(t.publishedAt),
    check("community_recipes_notes_check", sql`char_length(${t.notes}) <= 1000`),
  ],
);

/** One 1-5 rating per member per recipe; a second rating replaces the first. */
export const communityRatings = pgTable(
  "community_ratings",
  {
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => communityRecipes.recipeId, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.userId] }), check("community_ratings_stars_check", sql`${t.stars} between 1 and 5`)],
);

/** "I cooked this": once per member per recipe, so "most cooked" counts kitchens, not clicks. */
export const communityCooked = pgTable(
  "community_cooked",
  {
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => communityRecipes.recipeId, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.userId] })],
);

/** A member's report of a shared recipe; one open report per member per recipe. */
export const communityReports = pgTable(
  "community_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => communityRecipes.recipeId, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("community_reports_recipe_reporter_key").on(t.recipeId, t.reporterId),
    index("community_reports_open_idx")
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    check("community_reports_reason_check", sql`${t.reason} in ('unsafe', 'offensive', 'spam', 'copyright', 'other')`),
    check("community_reports_details_check", sql`char_length(${t.details}) <= 500`),
  ],
);

/** Community actions per member, counted by the rate limits (docs/decisions/064); old rows are pruned on write. */
export const communityActions = pgTable(
  "community_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("community_actions_user_action_idx").on(t.userId, t.action, t.createdAt)],
);

/**
 * A member's photo of their recipe, re-encoded on the server (no EXIF, no location) at the sizes
 * the pages show; the generated picture stands in when there is none.
 */
export const recipePhotos = pgTable("recipe_photos", {
  recipeId: uuid("recipe_id")
    .primaryKey()
    .references(() => recipes.id, { onDelete: "cascade" }),
  card: bytea("card").notNull(),
  large: bytea("large").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
