import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { favoriteRecipes } from "../../db/schema";
import { getRecipe } from "./service";

export type AddFavoriteResult = "added" | "duplicate";

/** The unique (user, recipe) constraint decides duplicates; the caller sees the spec's 23505 case. */
export async function addFavorite(db: Database, userId: string, recipeId: string): Promise<AddFavoriteResult> {
  await getRecipe(db, userId, recipeId); // 400 / 404 before anything is written
  const inserted = await db.insert(favoriteRecipes).values({ userId, recipeId }).onConflictDoNothing().returning({ id: favoriteRecipes.id });
  return inserted.length ? "added" : "duplicate";
}

export async function removeFavorite(db: Database, userId: string, recipeId: string): Promise<boolean> {
  const removed = await db
    .delete(favoriteRecipes)
    .where(and(eq(favoriteRecipes.userId, userId), eq(favoriteRecipes.recipeId, recipeId)))
    .returning({ id: favoriteRecipes.id });
  return removed.length > 0;
}
