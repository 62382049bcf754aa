import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { recipeImages } from "../../db/schema";

/** A stored picture; the caller has already checked the viewer may see its recipe. */
export async function readRecipeImage(db: Database, recipeId: string) {
  const [row] = await db
    .select({ contentType: recipeImages.contentType, bytes: recipeImages.bytes })
    .from(recipeImages)
    .where(eq(recipeImages.recipeId, recipeId))
    .limit(1);
  return row ?? null;
}
