import { isTapWater, needOf, servingsFactor, type Ingredient, type Need, type RecipeRef } from "@sierra/shared";
import { factsOf } from "./food-facts";

/** A recipe's lines as needs for the household: each scaled from the recipe's servings to the household's. */
export function recipeNeeds(recipe: RecipeRef & { ingredients: Ingredient[]; servingSize: number }, householdSize: number): Need[] {
  const factor = servingsFactor(householdSize, recipe.servingSize);
  return recipe.ingredients.map((line) => needOf(line, factsOf(line), { id: recipe.id, title: recipe.title }, factor));
}

/** Lines to buy: tap water is never on a list. */
export const toBuy = (needs: Need[]) => needs.filter((n) => !isTapWater(n));
