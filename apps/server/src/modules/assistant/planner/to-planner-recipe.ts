import { coreFood, MEAL_TYPES, type MealType } from "@sierra/shared";
import type { recipes } from "../../../db/schema";
import type { PlannerRecipe } from "./types";

/** The columns of a stored recipe the planner reads. */
export type PlannerRecipeRow = Pick<
  typeof recipes.$inferSelect,
  "id" | "title" | "categories" | "cuisine" | "dietaryTags" | "ingredients" | "nutrition" | "prepTime" | "cookTime" | "complexity" | "servingSize"
>;

const number = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** A recipe row as the planner's input: meal types from its categories, foods from its parsed lines. */
export function toPlannerRecipe(row: PlannerRecipeRow): PlannerRecipe {
  const categories = new Set(row.categories.map((c) => c.trim().toLowerCase()));
  const mealTypes = MEAL_TYPES.filter((m): m is MealType => categories.has(m));
  // Lines stored before the parser had a core food fall back to their name, read the same way.
  const foodKeys = [...new Set(row.ingredients.map((i) => i.food || coreFood(i.name ?? "")).filter(Boolean))];
  const minutes = row.prepTime === null && row.cookTime === null ? null : (row.prepTime ?? 0) + (row.cookTime ?? 0);
  return {
    id: row.id,
    title: row.title,
    mealTypes,
    calories: number(row.nutrition?.calories),
    protein: number(row.nutrition?.protein),
    carbs: number(row.nutrition?.carbs),
    fat: number(row.nutrition?.fat),
    minutes,
    cuisine: row.cuisine,
    complexity: row.complexity,
    dietaryTags: row.dietaryTags,
    foodKeys,
    ingredients: row.ingredients,
    servingSize: row.servingSize,
  };
}
