import { householdConflicts } from "./household-rule";
import type { DietaryTag } from "../recipes/display";
import { ALLERGEN_FAMILIES, type AllergenFamily } from "./marks";
import { tagLimits } from "./request-limits";
import { readRecipeFood, recipeAllergens, recipeDiets, type FoodRecipe, type RecipeFood } from "./recipe-food";
import { productMark, UNKNOWN_MARK } from "./household-filter";
import { recipeWordText } from "./recipe-words";

/** Tags beyond the diets that a recipe's page and filters show: free of these families for sure. */
const FREE_OF: [AllergenFamily, DietaryTag][] = [
  ["tree nuts", "nut-free"],
  ["egg", "egg-free"],
  ["crustacean shellfish", "shellfish-free"],
];

/** Every tag a recipe earns from its ingredients: the diets it suits, then "nut-free", "egg-free", "shellfish-free". */
export function recipeDietaryTags(food: RecipeFood): DietaryTag[] {
  const clear = (f: AllergenFamily) =>
    food.unknownLines.length === 0 && !food.has.has(f) && !food.may.has(f) && (f !== "tree nuts" || (!food.has.has("peanuts") && !food.may.has("peanuts")));
  return [...recipeDiets(food), ...FREE_OF.filter(([family]) => clear(family)).map(([, tag]) => tag)];
}

/** What a database keeps of a recipe's food (recipes.allergens, food_*, dietary_tags), from the one reading. */
export function recipeFoodColumns(recipe: FoodRecipe) {
  const food = readRecipeFood(recipe);
  return {
    allergens: recipeAllergens(food),
    foodHas: [...food.has].sort(),
    foodMay: [...food.may, ...[...food.productFamilies].map(productMark), ...(food.unknownLines.length ? [UNKNOWN_MARK] : [])].sort(),
    foodIds: [...food.foodIds].sort(),
    foodAncestors: [...food.ancestors].sort(),
    foodText: recipeWordText(recipe.title, food.lineText),
    dietaryTags: recipeDietaryTags(food),
  };
}

/**
 * Why a recipe does not earn a tag someone claimed for it ("butter contains milk"), or null when
 * it does: the create and update API refuse a claim the ingredients break.
 */
export function tagContradiction(recipe: FoodRecipe, tag: string): string | null {
  if ((recipeFoodColumns(recipe).dietaryTags as readonly string[]).includes(tag)) return null;
  const household = tagLimits(tag);
  if (!household) return "it is not a tag recipes carry";
  const conflict = householdConflicts(recipe, household)[0];
  return conflict?.reason ?? "its ingredients could not all be checked";
}

/** What a recipe page says of its food: "Contains", "May contain", ingredients it could not check, and its tags. */
export function recipeFoodFacts(recipe: FoodRecipe) {
  const food = readRecipeFood(recipe);
  const allergens = recipeAllergens(food);
  return {
    allergens,
    may_contain: ALLERGEN_FAMILIES.filter((f) => !food.has.has(f) && food.may.has(f)),
    unchecked_ingredients: food.unknownLines,
    dietary_tags: recipeDietaryTags(food),
  };
}
