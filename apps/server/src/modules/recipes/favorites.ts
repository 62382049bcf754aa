import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { favoriteRecipes } from "../../db/schema";
import { recipeErrors } from "./errors";
import { getRecipe } from "./service";

/** The unique (user, recipe) constraint decides duplicates: a second copy is the spec's "already in favorites". */
export async function addFavorite(db: Database, userId: string, recipeId: string): Promise<void> {
  await getRecipe(db, userId, recipeId); // 400 / 404 before anything is written
  const inserted = await db.insert(favoriteRecipes).values({ userId, recipeId }).onConflictDoNothing().returning({ id: favoriteRecipes.id });
  if (!inserted.length) throw recipeErrors.alreadyFavorite();
}

export async function removeFavorite(db: Database, userId: string, recipeId: string): Promise<void> {
  const removed = await db
    .delete(favoriteRecipes)
    .where(and(eq(favoriteRecipes.userId, userId), eq(favoriteRecipes.recipeId, recipeId)))
    .returning({ id: favoriteRecipes.id });
  if (!removed.length) throw recipeErrors.notFavorite();
}
