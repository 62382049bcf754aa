import { eq, sql } from "drizzle-orm";
import { checkRecipeId, type PublishValues } from "@sierra/shared";
import type { Database } from "../../db/client";
import { communityAuthors, communityRecipes, recipes } from "../../db/schema";
import { recipeErrors } from "../recipes/errors";
import { communityErrors } from "./errors";
import { countAction } from "./rate-limit";

/** The member's own recipe, or the same answers as editing it would give (docs/decisions/026). */
async function ownRecipe(db: Database, userId: string, recipeId: string) {
  if (checkRecipeId(recipeId) !== "ok") throw recipeErrors.invalidId();
  const [row] = await db.select({ userId: recipes.userId }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  if (!row) throw recipeErrors.notFound();
  if (row.userId === null) throw recipeErrors.permissionDenied();
  if (row.userId !== userId) throw recipeErrors.notFound();
}

/**
 * Shares (or updates the sharing of) a member's own recipe under the display name they chose.
 * The recipe stays theirs: later edits show at once. A moderator's hiding outlives a re-publish.
 */
export async function publishRecipe(db: Database, userId: string, recipeId: string, input: PublishValues, now: Date): Promise<void> {
  await ownRecipe(db, userId, recipeId);
  const [author] = await db.select({ suspendedAt: communityAuthors.suspendedAt }).from(communityAuthors).where(eq(communityAuthors.userId, userId));
  if (author?.suspendedAt) throw communityErrors.suspended();
  await countAction(db, userId, "publish", now);
  await db
    .insert(communityAuthors)
    .values({ userId, displayName: input.displayName })
    .onConflictDoUpdate({ target: communityAuthors.userId, set: { displayName: input.displayName } });
  await db
    .insert(communityRecipes)
    .values({ recipeId, userId, notes: input.notes, ownWork: input.ownWork, published: true, publishedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: communityRecipes.recipeId,
      set: {
        notes: input.notes,
        ownWork: input.ownWork,
        // Shared again after being withdrawn: it is new to the community again.
        publishedAt: sql`case when ${communityRecipes.published} then ${communityRecipes.publishedAt} else ${now.toISOString()}::timestamptz end`,
        published: true,
        updatedAt: now,
      },
    });
}

/** Withdraws a member's shared recipe; its ratings and cooks are kept should they share it again. */
export async function unpublishRecipe(db: Database, userId: string, recipeId: string, now: Date): Promise<void> {
  await ownRecipe(db, userId, recipeId);
  const done = await db
    .update(communityRecipes)
    .set({ published: false, updatedAt: now })
    .where(eq(communityRecipes.recipeId, recipeId))
    .returning({ id: communityRecipes.recipeId });
  if (done.length === 0) throw communityErrors.notShared();
}
