import { sql, type SQL } from "drizzle-orm";
import type { RecipeSummary } from "@sierra/shared";
import { recipes } from "../../db/schema";

/**
 * Written with the table name spelled out: inside a select list Drizzle renders
 * columns unqualified, and the subquery would then read its own "id".
 */
export function isFavoriteOf(viewerId: string | null): SQL<boolean> {
  return viewerId
    ? sql<boolean>`exists (select 1 from favorite_recipes f where f.recipe_id = "recipes"."id" and f.user_id = ${viewerId})`
    : sql<boolean>`false`;
}

export const summaryColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  categories: recipes.categories,
  cuisine: recipes.cuisine,
  imageUrl: recipes.imageUrl,
  complexity: recipes.complexity,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  dietaryTags: recipes.dietaryTags,
  attribution: recipes.attribution,
  userId: recipes.userId,
};

export type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]["_"]["data"] | null } & { isFavorite: boolean };

/** Written again in SQL for list cards (list-page.ts); a test holds the two equal. */
export const imageUrlOf = (id: string, stored: string | null) => stored ?? `/api/recipes/${id}/image.svg`;

/** A recipe page's card fields; list cards are the same fields written by the database (list-page.ts). */
export function toSummary(row: SummaryRow, viewerId: string | null): RecipeSummary {
  return {
    id: row.id as string,
    title: row.title as string,
    description: row.description,
    categories: row.categories ?? [],
    cuisine: row.cuisine,
    image_url: imageUrlOf(row.id as string, row.imageUrl),
    complexity: row.complexity ?? "simple",
    prep_time: row.prepTime,
    cook_time: row.cookTime,
    dietary_tags: (row.dietaryTags ?? []) as RecipeSummary["dietary_tags"],
    attribution: row.attribution,
    is_own: viewerId !== null && row.userId === viewerId,
    is_favorite: Boolean(row.isFavorite),
  };
}
