import { allergenCheck, singular, type DietaryTag } from "@sierra/shared";
import type { AssistantContext, RecipeFilters } from "../../../adapters/llm/engine";
import type { PoolRecipe } from "./recipe-pool";

/**
 * What the household never gets: recipes lacking a "-free" tag an allergy requires, and recipes
 * naming an allergy no rule knows or a dislike. Allergies are hard constraints for everyone at
 * the table, whatever a request says.
 */
export interface Exclusions {
  requiredTags: DietaryTag[];
  words: string[];
}

export function householdExclusions(ctx: AssistantContext): Exclusions {
  const { requiredTags, unchecked } = allergenCheck(ctx.preferences.allergies);
  return { requiredTags, words: [...unchecked, ...ctx.preferences.dislikes].map((w) => w.trim().toLowerCase()).filter(Boolean) };
}

/** A request's own exclusions ("without dairy", "no mushrooms") added to the household's. */
export function withRequestExclusions(base: Exclusions, exclude: readonly string[] = []): Exclusions {
  const { requiredTags, unchecked } = allergenCheck(exclude);
  return {
    requiredTags: [...new Set([...base.requiredTags, ...requiredTags])],
    words: [...new Set([...base.words, ...unchecked.map((w) => w.toLowerCase())])],
  };
}

const patterns = new Map<string, RegExp>();

/** Whole words, plural or not: a dislike of "egg" must not exclude eggplant. */
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

export function isSafe(recipe: PoolRecipe, exclusions: Exclusions): boolean {
  return exclusions.requiredTags.every((tag) => recipe.tags.has(tag)) && !exclusions.words.some((w) => mentions(recipe, w));
}

/** Every filter of a request, on top of the exclusions. */
export function fitsRequest(recipe: PoolRecipe, filters: RecipeFilters, exclusions: Exclusions): boolean {
  if (!isSafe(recipe, exclusions)) return false;
  if (filters.mealType && !recipe.mealTypes.includes(filters.mealType)) return false;
  if (filters.maxMinutes && (recipe.minutes === null || recipe.minutes > filters.maxMinutes)) return false;
  if (filters.diets?.some((d) => !recipe.tags.has(d))) return false;
  if (filters.cuisines?.length && !filters.cuisines.includes(recipe.cuisine ?? "")) return false;
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
