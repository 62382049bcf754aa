import type { Ingredient } from "../recipes/ingredient";
import type { Aisle } from "./aisles";
import type { Need, RecipeRef } from "./merge";

/** What the food table says about a line's food (the server looks it up). */
export interface FoodFacts {
  key: string;
  aisle: Aisle;
  gramsPerCup: number | null;
}

/**
 * One recipe line as something to buy, for `factor` times the recipe's servings: the upper end
 * of a range ("2-3 cloves" buys 3), nothing to measure for "to taste".
 */
export function needOf(ingredient: Ingredient, facts: FoodFacts, recipe: RecipeRef | null, factor: number): Need {
  const top = ingredient.quantityMax ?? ingredient.quantity;
  return {
    key: facts.key,
    name: ingredient.name,
    aisle: facts.aisle,
    gramsPerCup: facts.gramsPerCup,
    quantity: ingredient.toTaste || top === null ? null : top * factor,
    unit: ingredient.toTaste ? null : ingredient.unit,
    containerSize: ingredient.containerSize ?? null,
    recipes: recipe ? [recipe] : [],
  };
}

/** How many times a recipe's amounts the household needs: its size over the recipe's servings. */
export function servingsFactor(householdSize: number, recipeServings: number): number {
  return recipeServings > 0 ? householdSize / recipeServings : 1;
}
