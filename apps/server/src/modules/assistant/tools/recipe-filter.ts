import { compileHousehold, isSafeFor, mergeHouseholds, requestLimits, singular, type CompiledHousehold } from "@sierra/shared";
import type { AssistantContext, RecipeFilters } from "../../../adapters/llm/engine";
import type { PoolRecipe } from "./recipe-pool";

/**
 * What a request may never get: the household's allergies, diets and dislikes (the one household
 * rule), with the request's own diets and left-out foods ("vegetarian", "without dairy", "no
 * mushrooms") added. Allergies are hard limits for everyone at the table, whatever a request says.
 */
export function requestHousehold(ctx: AssistantContext, filters: Pick<RecipeFilters, "diets" | "excludeIngredients">): CompiledHousehold {
  return compileHousehold(mergeHouseholds(ctx.household, requestLimits({ diets: filters.diets, exclude: filters.excludeIngredients })));
}

const patterns = new Map<string, RegExp>();

/** Whole words, plural or not: a wish for "egg" must not find eggplant. */
function wordPattern(word: string): RegExp {
  let pattern = patterns.get(word);
  if (!pattern) {
    // Each word of a phrase singular, then "s", "es" or "ies" allowed after it: berry, berries.
    const words = word
      .trim()
      .toLowerCase()
      .split(/\s+/)
      .map((w) =>
        singular(w)
          .replace(/y$/, "(y|ies)")
          .replace(/[.*+?^${}[\]\\]/g, "\\$&"),
      );
    pattern = new RegExp(`\\b${words.join("\\s+")}(s|es)?\\b`);
    if (patterns.size > 1_000) patterns.clear();
    patterns.set(word, pattern);
  }
  return pattern;
}

const mentions = (recipe: PoolRecipe, word: string) => word.trim().length > 1 && wordPattern(word).test(recipe.text);

/** Every filter of a request, on top of the household rule (requestHousehold). */
export function fitsRequest(recipe: PoolRecipe, filters: RecipeFilters, household: CompiledHousehold): boolean {
  if (!isSafeFor(recipe.row, household)) return false;
  if (filters.mealType && !recipe.mealTypes.includes(filters.mealType)) return false;
  if (filters.maxMinutes && (recipe.minutes === null || recipe.minutes > filters.maxMinutes)) return false;
  if (filters.cuisines?.length && !filters.cuisines.includes(recipe.cuisine ?? "")) return false;
  if (filters.maxCalories && (recipe.calories === null || recipe.calories > filters.maxCalories)) return false;
  if (filters.avoidRecipeIds?.includes(recipe.id)) return false;
  if (filters.onlyRecipeIds && !filters.onlyRecipeIds.includes(recipe.id)) return false;
  if (filters.minProtein && (recipe.row.nutrition?.protein ?? 0) < filters.minProtein) return false;
  if (filters.includeIngredients?.some((food) => !mentions(recipe, food.toLowerCase()))) return false;
  return true;
}

/** How well a recipe answers free words: title hits count most. */
export function queryScore(recipe: PoolRecipe, query: string | undefined): number {
  if (!query?.trim()) return 0;
  const words = query
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2);
  const title = recipe.title.toLowerCase();
  return words.reduce((score, w) => score + (title.includes(w) ? 3 : mentions(recipe, w) ? 1 : 0), 0);
}
