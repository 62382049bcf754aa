import { and, between, eq, isNotNull } from "drizzle-orm";
import { aisleRank, mergeNeeds, roundForShopping, subtractStock, type IsoDate, type Need, type Stock } from "@sierra/shared";
import { mealPlanEntries, recipes } from "../../db/schema";
import type { Executor } from "../pantry/items";
import { recipeNeeds, toBuy } from "../pantry/recipe-needs";

/** Every planned recipe's lines in the range, scaled to the household: one query. A recipe planned twice counts twice. */
export async function planNeeds(db: Executor, userId: string, range: { start: IsoDate; end: IsoDate }, householdSize: number): Promise<Need[]> {
  const meals = await db
    .select({ id: recipes.id, title: recipes.title, ingredients: recipes.ingredients, servingSize: recipes.servingSize })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(and(eq(mealPlanEntries.userId, userId), between(mealPlanEntries.date, range.start, range.end), isNotNull(mealPlanEntries.recipeId)))
    .orderBy(mealPlanEntries.date);
  return meals.flatMap((meal) => toBuy(recipeNeeds(meal, householdSize)));
}

/**
 * What goes on the list: the needs merged by food, less what is at home (and what is already in
 * the basket), rounded up to what can be bought, in store order and by name within an aisle.
 */
export function linesToBuy(needs: Need[], atHome: Stock[]): Need[] {
  return subtractStock(mergeNeeds(needs), atHome)
    .map((need) => ({ ...need, ...roundForShopping(need) }))
    .sort((a, b) => aisleRank(a.aisle) - aisleRank(b.aisle) || a.name.localeCompare(b.name));
}
