import { recipeFoodColumns, type FoodRecipe } from "@sierra/shared";
import { FOOD_KNOWLEDGE_VERSION } from "./knowledge-version";

/** A recipe's food columns as stored (recipes.allergens, food_*, dietary_tags), stamped with the knowledge that read them. */
export function storedFoodColumns(recipe: FoodRecipe) {
  return { ...recipeFoodColumns(recipe), foodVersion: FOOD_KNOWLEDGE_VERSION };
}
