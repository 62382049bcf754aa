import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { pantryCoverage, type CookableRecipe, type RecipeCoverage, type Stock } from "@sierra/shared";
import type { Database } from "../../db/client";
import { recipes } from "../../db/schema";
import { readCandidates, safeForHousehold } from "./candidates";
import { readKitchenContext } from "./kitchen-context";
import { readStock } from "./items";
import { recipeNeeds } from "./recipe-needs";

type CoverageRecipe = Parameters<typeof recipeNeeds>[0];

/** How many of a recipe's lines are at home for the household's servings (tap water is not counted). */
export function coverageOf(recipe: CoverageRecipe, householdSize: number, stock: Stock[]): RecipeCoverage {
  return pantryCoverage(recipeNeeds(recipe, householdSize), stock);
}

/** Coverage of the recipes asked for that the user may see; others are simply absent. */
export async function recipeCoverage(db: Database, userId: string, recipeIds: string[], now: Date): Promise<Record<string, RecipeCoverage>> {
  const [ctx, stock, rows] = await Promise.all([
    readKitchenContext(db, userId, now),
    readStock(db, userId),
    db
      .select({ id: recipes.id, title: recipes.title, ingredients: recipes.ingredients, servingSize: recipes.servingSize })
      .from(recipes)
      .where(and(inArray(recipes.id, recipeIds), or(isNull(recipes.userId), eq(recipes.userId, userId)))),
  ]);
  return Object.fromEntries(rows.map((r) => [r.id, coverageOf(r, ctx.householdSize, stock)]));
}

/** Share of a recipe's lines at home for it to be offered as "cook with what I have". */
export const COOKABLE_SHARE = 0.5;
const COOKABLE_LIMIT = 24;

/** "Cook with what I have": recipes the household may eat with most of their lines at home, the best covered first. */
export async function cookableRecipes(db: Database, userId: string, now: Date): Promise<CookableRecipe[]> {
  const [ctx, stock] = await Promise.all([readKitchenContext(db, userId, now), readStock(db, userId)]);
  if (stock.length === 0) return [];
  const candidates = safeForHousehold(await readCandidates(db, userId), ctx.household);
  return candidates
    .map((c) => ({
      ...c.summary,
      ...coverageOf({ id: c.summary.id, title: c.summary.title, ingredients: c.ingredients, servingSize: c.servingSize }, ctx.householdSize, stock),
    }))
    .filter((r) => r.total > 0 && r.atHome / r.total >= COOKABLE_SHARE)
    .sort((a, b) => b.atHome / b.total - a.atHome / a.total || b.atHome - a.atHome || a.title.localeCompare(b.title))
    .slice(0, COOKABLE_LIMIT);
}
