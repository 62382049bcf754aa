import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { communityCooked, communityRatings } from "../../db/schema";
import { othersFindableRecipe } from "./findable";
import { countAction } from "./rate-limit";

/** The recipe's rating totals, counted again from the ratings themselves (never drifts). */
async function recount(db: Database, recipeId: string) {
  await db.execute(sql`update community_recipes set
      rating_count = (select count(*)::int from community_ratings where recipe_id = ${recipeId}),
      rating_sum = (select coalesce(sum(stars), 0)::int from community_ratings where recipe_id = ${recipeId}),
      cooked_count = (select count(*)::int from community_cooked where recipe_id = ${recipeId})
    where recipe_id = ${recipeId}`);
}

/** What a member says about another member's recipe: a 1-5 rating, or "I cooked this". */
export type Reaction = { stars: number } | "cooked";

/**
 * One rating per member per recipe (rating again replaces it); "I cooked this" once per member,
 * so the count is kitchens that cooked it. Both share one rate limit (docs/decisions/063).
 */
export async function react(db: Database, userId: string, recipeId: string, reaction: Reaction, now: Date): Promise<void> {
  await othersFindableRecipe(db, userId, recipeId);
  await countAction(db, userId, "rate", now);
  if (reaction === "cooked") await db.insert(communityCooked).values({ recipeId, userId, createdAt: now }).onConflictDoNothing();
  else
    await db
      .insert(communityRatings)
      .values({ recipeId, userId, stars: reaction.stars, createdAt: now })
      .onConflictDoUpdate({ target: [communityRatings.recipeId, communityRatings.userId], set: { stars: reaction.stars, createdAt: now } });
  await recount(db, recipeId);
}
