import { eq, sql } from "drizzle-orm";
import { checkRecipeId } from "@sierra/shared";
import type { Database } from "../../db/client";
import { communityAuthors, communityRecipes } from "../../db/schema";
import { recipeErrors } from "../recipes/errors";
import { communityErrors } from "./errors";
import { resolveReports } from "./reports";

/**
 * Hides (or restores) a shared recipe. Hidden, it leaves search and the author's page; plans made
 * before keep it, marked (shared-view.ts). Either way the recipe's open reports are decided.
 */
export async function setHidden(db: Database, adminId: string, recipeId: string, hidden: boolean, note: string, now: Date): Promise<void> {
  if (checkRecipeId(recipeId) !== "ok") throw recipeErrors.invalidId();
  const done = await db
    .update(communityRecipes)
    .set(hidden ? { hiddenAt: now, hiddenBy: adminId, hiddenNote: note } : { hiddenAt: null, hiddenBy: null, hiddenNote: "" })
    .where(eq(communityRecipes.recipeId, recipeId))
    .returning({ id: communityRecipes.recipeId });
  if (done.length === 0) throw communityErrors.notShared();
  await resolveReports(db, recipeId, adminId, now);
  // Calendars that hold it are cached per member until that member's rows change: tell every instance.
  await db.execute(
    sql`select pg_notify('user_changes', user_id) from (select distinct user_id from meal_plan_entries where recipe_id = ${recipeId}::uuid) planners`,
  );
}

/** Closes a recipe's reports without hiding it. */
export async function dismissReports(db: Database, adminId: string, recipeId: string, now: Date): Promise<void> {
  if (checkRecipeId(recipeId) !== "ok") throw recipeErrors.invalidId();
  await resolveReports(db, recipeId, adminId, now);
}

/** Stops (or allows again) an author publishing; what they shared stays as it is until hidden one by one. */
export async function setSuspended(db: Database, adminId: string, authorId: string, suspended: boolean, now: Date): Promise<void> {
  if (checkRecipeId(authorId) !== "ok") throw communityErrors.authorNotFound();
  const done = await db
    .update(communityAuthors)
    .set(suspended ? { suspendedAt: now, suspendedBy: adminId } : { suspendedAt: null, suspendedBy: null })
    .where(eq(communityAuthors.publicId, authorId))
    .returning({ id: communityAuthors.publicId });
  if (done.length === 0) throw communityErrors.authorNotFound();
}
