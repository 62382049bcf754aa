import {
  type Ingredient,
  type IngredientMatch,
  householdConflicts,
  parseIngredientLine,
  recipeFoodFacts,
  type Household,
  type IngredientInput,
  normalizeIngredient,
} from "@sierra/shared";
import { computeNutrition, isDiscarded, matchIngredient } from "../recipes/nutrition/compute";
import { gramsOfFood } from "../recipes/nutrition/grams";

/**
 * What the review screen shows beside a draft: our nutrition per serving (from our food table,
 * as a saved recipe gets it), what the ingredients contain, and how they go against the
 * household, all by the one food rule (docs/decisions/046); and, line by line, the food of our
 * table each ingredient was matched to, so the member sees what the numbers rest on.
 */
export function reviewOf(recipe: { title: string; ingredients: IngredientInput[]; servings: number }, household: Household) {
  const ingredients = recipe.ingredients.map((i) => (typeof i === "string" ? parseIngredientLine(i) : normalizeIngredient(i)));
  const food = { title: recipe.title, ingredients };
  const { nutrition, coverage } = computeNutrition(ingredients, recipe.servings);
  const facts = recipeFoodFacts(food);
  return {
    nutrition: nutrition ?? null,
    nutrition_coverage: coverage,
    allergens: facts.allergens,
    may_contain: facts.may_contain,
    unchecked_ingredients: facts.unchecked_ingredients,
    dietary_tags: facts.dietary_tags,
    household_conflicts: householdConflicts(food, household),
    matches: ingredients.map(lineMatch),
  };
}
export type RecipeReview = ReturnType<typeof reviewOf>;

/** One line as the nutrition reads it: its food in our table and its weight, or why it counts for nothing. */
function lineMatch(ingredient: Ingredient): IngredientMatch {
  const food = isDiscarded(ingredient) ? null : matchIngredient(ingredient);
  const grams = food ? gramsOfFood(ingredient, food) : null;
  return {
    name: ingredient.name,
    food: food?.name ?? null,
    grams: grams === null ? null : Math.round(grams),
    discarded: isDiscarded(ingredient),
  };
}
