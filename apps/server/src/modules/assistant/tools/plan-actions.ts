import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { IsoDate, MealType } from "@sierra/shared";
import { mealPlanEntries, recipes } from "../../../db/schema";
import type { MealNutrition, PlannedMeal } from "../../../adapters/llm/engine";
import { removeMeal } from "../../meal-plans/service";
import { createList } from "../../shopping-lists/lists";
import { readPlannedMeals } from "./read-plan";
import type { ToolScope } from "./scope";

interface Range {
  start: IsoDate;
  end: IsoDate;
  mealTypes?: MealType[];
}

/** Each planned meal of the range through the calendar's own removeMeal. */
export async function removePlannedMeals(scope: ToolScope, range: Range): Promise<PlannedMeal[]> {
  const meals = await readPlannedMeals(scope.deps.db, scope.ctx.userId, range, range.mealTypes);
  for (const meal of meals) await removeMeal(scope.deps.db, scope.ctx.userId, { date: meal.date, mealType: meal.mealType });
  return meals.map(({ imageUrl: _, ...m }) => m);
}

/** A shopping list of the range's planned meals, made by the kitchen's own service (less the pantry). */
export async function shoppingListFor(scope: ToolScope, range: { start: IsoDate; end: IsoDate }) {
  const list = await createList(scope.deps.db, scope.ctx.userId, { start: range.start, end: range.end }, scope.deps.now());
  return { listId: list.id, name: list.name, items: list.items.length };
}

/** Per-serving nutrition the recipes' own computed nutrition gives, for each planned meal of the range. */
export async function plannedNutrition(scope: ToolScope, range: Range): Promise<MealNutrition[]> {
  const rows = await scope.deps.db
    .select({
      date: mealPlanEntries.date,
      mealType: mealPlanEntries.mealType,
      title: mealPlanEntries.recipeTitle,
      other: mealPlanEntries.title,
      nutrition: recipes.nutrition,
    })
    .from(mealPlanEntries)
    .leftJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(
      and(
        eq(mealPlanEntries.userId, scope.ctx.userId),
        gte(mealPlanEntries.date, range.start),
        lte(mealPlanEntries.date, range.end),
        range.mealTypes?.length ? inArray(mealPlanEntries.mealType, range.mealTypes) : undefined,
      ),
    );
  const round = (n: number | undefined) => (n === undefined ? null : Math.round(n));
  return rows
    .map((r) => ({
      date: r.date,
      mealType: r.mealType as MealType,
      title: r.title ?? r.other ?? "a meal",
      calories: round(r.nutrition?.calories),
      protein: round(r.nutrition?.protein),
      carbs: round(r.nutrition?.carbs),
      fat: round(r.nutrition?.fat),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
