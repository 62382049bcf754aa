import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { CardMeal, IsoDate, MealType } from "@sierra/shared";
import { MEAL_TYPES, mealDisplayTitle } from "@sierra/shared";
import type { Database } from "../../../db/client";
import { mealPlanEntries, recipes } from "../../../db/schema";
import { imageUrlOf } from "../../recipes/queries";

/** The user's planned meals in a range, in calendar order, with what a card shows of each recipe. */
export async function readPlannedMeals(db: Database, userId: string, range: { start: IsoDate; end: IsoDate }, mealTypes?: MealType[]): Promise<CardMeal[]> {
  const rows = await db
    .select({
      date: mealPlanEntries.date,
      mealType: mealPlanEntries.mealType,
      title: mealPlanEntries.title,
      recipeTitle: mealPlanEntries.recipeTitle,
      recipeId: mealPlanEntries.recipeId,
      imageUrl: mealPlanEntries.imageUrl,
      prepTime: recipes.prepTime,
      cookTime: recipes.cookTime,
      nutrition: recipes.nutrition,
    })
    .from(mealPlanEntries)
    .leftJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(
      and(
        eq(mealPlanEntries.userId, userId),
        gte(mealPlanEntries.date, range.start),
        lte(mealPlanEntries.date, range.end),
        mealTypes?.length ? inArray(mealPlanEntries.mealType, mealTypes) : undefined,
      ),
    )
    .orderBy(asc(mealPlanEntries.date));
  const order = (m: string) => MEAL_TYPES.indexOf(m as MealType);
  return rows
    .sort((a, b) => a.date.localeCompare(b.date) || order(a.mealType) - order(b.mealType))
    .map((r) => ({
      date: r.date,
      mealType: r.mealType as MealType,
      recipeId: r.recipeId ?? "",
      title: mealDisplayTitle({ title: r.title, recipe_title: r.recipeTitle }),
      imageUrl: r.recipeId ? imageUrlOf(r.recipeId, r.imageUrl) : r.imageUrl,
      minutes: r.prepTime === null && r.cookTime === null ? null : (r.prepTime ?? 0) + (r.cookTime ?? 0),
      calories: r.nutrition?.calories === undefined ? null : Math.round(r.nutrition.calories),
    }));
}
