import type { Ingredient } from "../recipes/ingredient-shape";
import { foodKnowledge } from "./food-knowledge";
import { readIngredient, type IngredientFood } from "./ingredient-food";
import type { FoundFood } from "./read-food";
import { lineWordText } from "./recipe-words";
import { ALLERGEN_FAMILIES, DIET_BREAKERS, DIETS, type AllergenFamily, type Diet, type Mark } from "./marks";

/** What the rule needs of a recipe: its ingredients (parsed or as lines), and its title for word matches. */
export interface FoodRecipe {
  title?: string;
  ingredients: readonly (Ingredient | string)[];
}

/**
 * A recipe's food, line by line and summed up. The summary is what the database keeps per recipe
 * (recipes.allergens, food_unsure, food_ids, food_ancestors, dietary_tags) so a list can be
 * filtered in SQL by exactly the rule applied here (household-rule.ts).
 */
export interface RecipeFood {
  lines: IngredientFood[];
  /** allergen families and traits some line certainly holds */
  has: ReadonlySet<Mark>;
  /** marks some line may hold (a mark may be in both: one line holds it, another only may) */
  may: ReadonlySet<Mark>;
  /** foods found, by id */
  foodIds: ReadonlySet<string>;
  /** those foods and every food above them */
  ancestors: ReadonlySet<string>;
  /** lines, as written, whose food could not be placed */
  unknownLines: string[];
  /**
   * Families held by a product of unnamed source ("Worcestershire sauce" holds fish, but which
   * fish?), not by a kind of that family (salmon is a fish): for an allergy to one food of the
   * family, such a product could not be checked.
   */
  productFamilies: ReadonlySet<AllergenFamily>;
  /** the lines' words, for matching what the knowledge does not know (recipe-words.ts) */
  lineText: string;
}

/** The foods that are kinds of each family: a food below one of them is that family, not a product holding it. */
const FAMILY_ROOTS: Record<AllergenFamily, readonly string[]> = {
  milk: ["dairy"],
  egg: ["egg"],
  fish: ["fish"],
  "crustacean shellfish": ["shellfish"],
  "tree nuts": ["tree nut"],
  peanuts: ["peanut"],
  wheat: ["wheat"],
  soybeans: ["soy"],
  sesame: ["sesame"],
  gluten: ["gluten grain"],
  molluscs: ["mollusc"],
  celery: ["celery"],
  mustard: ["mustard"],
  lupin: ["lupin"],
  sulphites: [],
};

/** Does this food hold the family as a kind of it (salmon: fish), rather than as a product made with it? */
export function isKindOf(foodId: string, family: AllergenFamily): boolean {
  const ancestors = foodKnowledge().concept(foodId).ancestors;
  return FAMILY_ROOTS[family].some((root) => ancestors.has(root));
}

/** The families a found food holds as a product of unnamed source. */
export function productFamiliesOf(food: FoundFood): AllergenFamily[] {
  return ALLERGEN_FAMILIES.filter((f) => food.has.has(f) && !isKindOf(food.id, f));
}

const cache = new WeakMap<readonly unknown[], RecipeFood>();

/** Reads a recipe's ingredients once per ingredients array (recipes are read often, written rarely). */
export function readRecipeFood(recipe: FoodRecipe): RecipeFood {
  const hit = cache.get(recipe.ingredients);
  if (hit) return hit;
  const knowledge = foodKnowledge();
  const lines = recipe.ingredients.map(readIngredient);
  const found = lines.flatMap((l) => l.foods);
  const has = new Set(found.flatMap((f) => [...f.has]));
  const food: RecipeFood = {
    lines,
    has,
    may: new Set(found.flatMap((f) => [...f.may])),
    foodIds: new Set(found.map((f) => f.id)),
    ancestors: new Set(found.flatMap((f) => [...knowledge.concept(f.id).ancestors])),
    unknownLines: lines.filter((l) => l.unknown.length > 0).map((l) => l.ingredient),
    productFamilies: new Set(found.flatMap(productFamiliesOf)),
    lineText: lineWordText(recipe.ingredients),
  };
  cache.set(recipe.ingredients, food);
  return food;
}

/** The allergen families a recipe certainly contains, in the order of ALLERGEN_FAMILIES: "Contains: soy, fish". */
export function recipeAllergens(food: RecipeFood): AllergenFamily[] {
  return ALLERGEN_FAMILIES.filter((f) => food.has.has(f));
}

/** Families some line may hold, or that an unplaced line could: "could not be checked for ...". */
export function recipeUncheckedFamilies(food: RecipeFood): AllergenFamily[] {
  return ALLERGEN_FAMILIES.filter((f) => !food.has.has(f) && (food.may.has(f) || food.unknownLines.length > 0));
}

/** The diets a recipe suits: nothing breaks them, nothing may, and every line was placed. */
export function recipeDiets(food: RecipeFood): Diet[] {
  if (food.unknownLines.length > 0) return [];
  return DIETS.filter((d) => DIET_BREAKERS[d].every((m) => !food.has.has(m) && !food.may.has(m)));
}
