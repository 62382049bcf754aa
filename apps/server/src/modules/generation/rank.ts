import { singular, type GenerationRequest, type MealType } from "@sierra/shared";
import type { GenerationConstraints } from "./composer";
import type { SourceRecipe } from "./source-recipes";

/** Words of a request that say nothing about the dish. */
const STOP = new Set(
  "a an the some me us my our i i'd id we please can could would will you make cook create generate give suggest find want like love need let's lets new another recipe recipes idea ideas dish dishes meal meals something anything food for of to with and or in on at it that this which using without but so tonight today tomorrow week quick easy simple nice good tasty healthy light hearty minute minutes hour hours serving servings people person family one two three four five six seven eight nine ten breakfast lunch dinner supper snack brunch".split(
    " ",
  ),
);

export const requestWords = (text: string) => [
  ...new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 1 && !STOP.has(w))
      .map(singular),
  ),
];
const wordSet = (texts: (string | null | undefined)[]) =>
  new Set(
    texts.flatMap((t) =>
      (t ?? "")
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean)
        .map(singular),
    ),
  );
const cuisineKey = (c: string | null | undefined) =>
  (c ?? "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "-")
    .replace(/^-|-$/g, "");

export interface RankedRecipe {
  recipe: SourceRecipe;
  score: number;
  /** the request's dish words this recipe has (in its title, cuisine, categories, ingredients or description) */
  matched: number;
  /** whether it has the request's last dish word, usually the dish itself ("soup" of "spicy lentil soup") */
  hasHead: boolean;
}

const MEAL_WORDS: Record<string, MealType> = {
  breakfast: "breakfast",
  brunch: "breakfast",
  lunch: "lunch",
  dinner: "dinner",
  supper: "dinner",
  snack: "snack",
};

/** The meal a request names ("something quick for dinner"), when the request does not say it otherwise. */
export function mealTypeOf(request: GenerationRequest): MealType | null {
  if (request.mealType) return request.mealType;
  const words = request.prompt.toLowerCase().split(/[^a-z]+/);
  return words.map((w) => MEAL_WORDS[w]).find(Boolean) ?? null;
}

/**
 * Catalogue recipes in the order Sierra tries them for a request: the dish's words in the title
 * count most, then cuisine and categories, ingredients, description; the asked-for cuisine,
 * the user's liked cuisines and simple recipes for a cook who prefers them break ties.
 */
export function rankRecipes(recipes: SourceRecipe[], request: GenerationRequest, constraints: GenerationConstraints): RankedRecipe[] {
  const wanted = requestWords(request.prompt);
  const head = wanted.at(-1);
  const asked = cuisineKey(request.cuisine);
  const liked = new Set(constraints.cuisines.map(cuisineKey));
  const ranked = recipes.map((recipe) => {
    const title = wordSet([recipe.title]);
    const labels = wordSet([recipe.cuisine, ...recipe.categories]);
    const foods = wordSet(recipe.ingredients.map((i) => i.food ?? i.name));
    const described = wordSet([recipe.description]);
    let score = 0;
    let matched = 0;
    let hasHead = false;
    for (const word of wanted) {
      const hit = title.has(word) ? 4 : labels.has(word) ? 2 : foods.has(word) ? 1 : described.has(word) ? 0.5 : 0;
      score += hit;
      if (hit > 0) matched += 1;
      if (hit >= 1 && word === head) hasHead = true;
    }
    const cuisine = cuisineKey(recipe.cuisine);
    if (asked && cuisine === asked) score += 6;
    if (liked.has(cuisine)) score += 1;
    if (constraints.cookingComplexity === "simple" && recipe.complexity === "simple") score += 0.5;
    return { recipe, score, matched, hasHead };
  });
  // Asked for a cuisine: only that cuisine, when the catalogue has it.
  const inCuisine = asked ? ranked.filter((r) => cuisineKey(r.recipe.cuisine) === asked) : [];
  const pool = inCuisine.length > 0 ? inCuisine : ranked;
  return pool.sort((a, b) => b.score - a.score || a.recipe.title.localeCompare(b.recipe.title));
}
