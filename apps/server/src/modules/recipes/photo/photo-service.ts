import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { recipeImages, recipes } from "../../../db/schema";
import { ownRecipe } from "../service";
import { encodePhoto } from "./encode-photo";

/**
 * The member's photo becomes the recipe's picture, kept where an imported picture is
 * (docs/decisions/058, 052). The address changes with each photo, so a cached old one is never shown.
 */
export async function setRecipePhoto(db: Database, userId: string, recipeId: string, upload: Buffer, now: Date) {
  await ownRecipe(db, userId, recipeId);
  const photo = await encodePhoto(upload);
  const imageUrl = `/api/recipes/${recipeId}/image?v=${now.getTime()}`;
  await db.transaction(async (tx) => {
    const row = { ...photo, sourceUrl: null, createdAt: now };
    await tx
      .insert(recipeImages)
      .values({ recipeId, ...row })
      .onConflictDoUpdate({ target: recipeImages.recipeId, set: row });
    await tx.update(recipes).set({ imageUrl, updatedAt: now }).where(eq(recipes.id, recipeId));
  });
  return { image_url: imageUrl, width: photo.width, height: photo.height };
}

/** Removing the photo brings back our drawn picture. */
export async function removeRecipePhoto(db: Database, userId: string, recipeId: string, now: Date) {
  await ownRecipe(db, userId, recipeId);
  await db.transaction(async (tx) => {
    await tx.delete(recipeImages).where(eq(recipeImages.recipeId, recipeId));
    await tx.update(recipes).set({ imageUrl: null, updatedAt: now }).where(eq(recipes.id, recipeId));
  });
}
