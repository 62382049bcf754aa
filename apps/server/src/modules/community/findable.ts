import { sql } from "drizzle-orm";
import { checkRecipeId } from "@sierra/shared";
import type { Database } from "../../db/client";
import { recipeErrors } from "../recipes/errors";
import { communityErrors } from "./errors";

/**
 * A recipe another member may rate, mark cooked or report: findable in the community and not
 * theirs. Anything else is unknown to them, as a private recipe is (docs/decisions/026).
 */
export async function othersFindableRecipe(db: Database, viewerId: string, recipeId: string): Promise<void> {
  if (checkRecipeId(recipeId) !== "ok") throw recipeErrors.invalidId();
  const result = await db.execute(sql`select user_id from community_recipes where recipe_id = ${recipeId} and published and hidden_at is null`);
  const row = result.rows[0] as { user_id: string } | undefined;
  if (!row) throw recipeErrors.notFound();
  if (row.user_id === viewerId) throw communityErrors.ownRecipe();
}
