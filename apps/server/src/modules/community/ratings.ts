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

/** One 1-5 rating per member per recipe: rating again replaces their rating. */
export async function rateRecipe(db: Database, userId: string, recipeId: string, stars: number, now: Date): Promise<void> {
  await othersFindableRecipe(db, userId, recipeId);
  await countAction(db, userId, "rate", now);
  await db
    .insert(communityRatings)
    .values({ recipeId, userId, stars, createdAt: now })
    .onConflictDoUpdate({ target: [communityRatings.recipeId, communityRatings.userId], set: { stars, createdAt: now } });
  await recount(db, recipeId);
}

/** "I cooked this": once per member, so the count is kitchens that cooked it. */
export async function markCooked(db: Database, userId: string, recipeId: string, now: Date): Promise<void> {
  await othersFindableRecipe(db, userId, recipeId);
  await countAction(db, userId, "rate", now);
  await db.insert(communityCooked).values({ recipeId, userId, createdAt: now }).onConflictDoNothing();
  await recount(db, recipeId);
}
