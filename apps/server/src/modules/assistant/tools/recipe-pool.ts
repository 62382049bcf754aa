import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { CardRecipe, Ingredient, MealType } from "@sierra/shared";
import type { Database } from "../../../db/client";
import { communityRecipes, favoriteRecipes, recipes } from "../../../db/schema";
import { imageUrlOf } from "../../recipes/queries";
import { toPlannerRecipe, type PlannerRecipe } from "../planner";

export type RecipeRow = typeof recipes.$inferSelect;

/** A recipe as the assistant's tools filter and rank it. */
export interface PoolRecipe {
  row: RecipeRow;
  id: string;
  title: string;
  cuisine: string | null;
  mealTypes: MealType[];
  minutes: number | null;
  calories: number | null;
  tags: Set<string>;
  /** core foods of the ingredients, lower case */
  foods: string[];
  /** title, description, categories and foods, lower case: what words are matched against */
  text: string;
  /** the same recipe as the meal planner reads it */
  planner: PlannerRecipe;
}

const foodOf = (i: Ingredient) => (i.food ?? i.name ?? "").toLowerCase();

export function toPoolRecipe(row: RecipeRow): PoolRecipe {
  const foods = row.ingredients.map(foodOf).filter(Boolean);
  const minutes = row.prepTime === null && row.cookTime === null ? null : (row.prepTime ?? 0) + (row.cookTime ?? 0);
  return {
    row,
    id: row.id,
    title: row.title,
    cuisine: row.cuisine,
    mealTypes: row.categories.map((c) => c.toLowerCase()).filter((c): c is MealType => ["breakfast", "lunch", "dinner", "snack"].includes(c)),
    minutes,
    calories: row.nutrition?.calories ?? null,
    tags: new Set(row.dietaryTags),
    foods,
    planner: toPlannerRecipe(row),
    text: [row.title, row.description ?? "", row.categories.join(" "), row.cuisine ?? "", row.ingredients.map((i) => i.name).join(" ")].join(" ").toLowerCase(),
  };
}

/**
 * The recipes this user may plan: the public catalogue, their own, and the community recipes they
 * favourited while those stay shared and not hidden (docs/decisions/052). The planner still puts
 * every one of them through the household rule.
 */
export async function loadRecipePool(db: Database, userId: string): Promise<PoolRecipe[]> {
  const favouritedShared = db
    .select({ id: favoriteRecipes.recipeId })
    .from(favoriteRecipes)
    .innerJoin(communityRecipes, eq(communityRecipes.recipeId, favoriteRecipes.recipeId))
    .where(and(eq(favoriteRecipes.userId, userId), eq(communityRecipes.published, true), isNull(communityRecipes.hiddenAt)));
  const rows = await db
    .select()
    .from(recipes)
    .where(or(isNull(recipes.userId), eq(recipes.userId, userId), inArray(recipes.id, favouritedShared)));
  return rows.map(toPoolRecipe);
}

export function toCardRecipe(recipe: PoolRecipe): CardRecipe {
  return {
    id: recipe.id,
    title: recipe.title,
    imageUrl: imageUrlOf(recipe.id, recipe.row.imageUrl),
    minutes: recipe.minutes,
    calories: recipe.calories === null ? null : Math.round(recipe.calories),
    cuisine: recipe.cuisine,
  };
}
