import type { IconName } from "./fluent-icons.generated";
import { FALLBACK_DISH, SHOWN_BY_DISH, STRONG_CATEGORIES, TITLE_DISHES, TITLE_FOODS, WEAK_CATEGORIES } from "./dish-table";
import { ACCENTS, INGREDIENT_ICONS, NOT_DRAWN, STAPLE } from "./ingredient-table";
import { distinctWords, findWords, headWord, normalizeWords, type WordMatch } from "./words";

export interface ArtInput {
  title: string;
  categories: string[];
  /** core foods of the ingredients in recipe order ("boneless chicken thigh") */
  foods: string[];
}

export interface RecipeArt {
  dish: IconName;
  /** what named the dish, for tests and for tuning the tables */
  dishFrom: "title" | "category" | "ingredients" | "fallback";
  /** up to 4 foods shown around the dish (2 whenever the recipe has them), never the dish itself */
  ingredients: IconName[];
}

export const MAX_INGREDIENTS = 4;
const MIN_INGREDIENTS = 2;

/**
 * Where a title's first part ends: the dish comes before "with", "in", "on" or a Spanish,
 * French or Italian "de", "con", "al", "au" ("Sopa de Tortilla" is a soup, "Eggs in Purgatory"
 * are eggs). A phrase that starts before it still counts as the first part ("Pan con Tomate").
 */
function firstPartEnd(title: string): number {
  const at = / (?:with|in|on|over|en|de|del|con|al|a la|alla|au|aux) /.exec(title);
  return at ? at.index : title.length;
}

/**
 * What a recipe image shows: the dish, from the title's words first, then its categories,
 * then its ingredients; and the foods around it: those named in the title, then the ones
 * that make the dish (in recipe order), then those that flavour it (herbs, chili, lemon),
 * and the everyday ones (salt, onion...) only to make up two.
 */
export function chooseRecipeArt(input: ArtInput): RecipeArt {
  const title = normalizeWords(input.title);
  const { dish, dishFrom } = chooseDish(title, input);
  return { dish, dishFrom, ingredients: chooseIngredients(title, input.foods, dish) };
}

type Dish = Pick<RecipeArt, "dish" | "dishFrom">;

function chooseDish(title: string, input: ArtInput): Dish {
  const split = firstPartEnd(title);
  const inFirst = <T>(m: WordMatch<T>) => m.start < split;
  const forms = findWords(TITLE_DISHES, title);
  const categories = new Set(input.categories.map((c) => c.trim().toLowerCase()));
  const fromCategory = (table: readonly (readonly [string, IconName])[]) => table.find(([name]) => categories.has(name))?.[1];
  const foods = findWords(TITLE_FOODS, title).sort((a, b) => Number(inFirst(b)) - Number(inFirst(a)) || a.row - b.row);
  const steps: [() => IconName | undefined, Dish["dishFrom"]][] = [
    [() => headWord(forms.filter(inFirst))?.value, "title"],
    [() => fromCategory(STRONG_CATEGORIES), "category"],
    [() => headWord(forms)?.value, "title"],
    [() => foods[0]?.value, "title"],
    [() => fromCategory(WEAK_CATEGORIES), "category"],
    [() => dishFromIngredients(input.foods), "ingredients"],
  ];
  for (const [step, dishFrom] of steps) {
    const dish = step();
    if (dish) return { dish, dishFrom };
  }
  return { dish: FALLBACK_DISH, dishFrom: "fallback" };
}

/** The first main food among the ingredients that has a dish of its own (chicken, fish...). */
function dishFromIngredients(foods: string[]): IconName | undefined {
  for (const food of foods) {
    const main = headWord(findWords(TITLE_FOODS, normalizeWords(food)));
    if (main && !NOT_DRAWN.test(normalizeWords(food))) return main.value;
  }
  return undefined;
}

interface Candidate {
  icon: IconName;
  staple: boolean;
}

function ingredientOf(food: string): Candidate | undefined {
  const words = normalizeWords(food);
  if (!words || NOT_DRAWN.test(words)) return undefined;
  const head = headWord(findWords(INGREDIENT_ICONS, words));
  if (!head) return undefined;
  return { icon: head.value, staple: STAPLE.test(words.slice(head.start, head.end)) };
}

function chooseIngredients(title: string, foods: string[], dish: IconName): IconName[] {
  // A food word that is part of the dish's name is not an ingredient ("Tortilla Española", "Spring Rolls").
  const dishWords = findWords(TITLE_DISHES, title);
  const named = distinctWords(findWords(INGREDIENT_ICONS, title))
    .filter((m) => !dishWords.some((d) => m.start < d.end && d.start < m.end))
    .map((m) => ({ icon: m.value, staple: false }));
  const hidden = new Set<IconName>([dish, ...(SHOWN_BY_DISH[dish] ?? [])]);
  const listed = foods.map(ingredientOf).filter((c): c is Candidate => c !== undefined);
  const chosen: IconName[] = [];
  const take = (c: Candidate) => {
    if (!hidden.has(c.icon) && !chosen.includes(c.icon)) chosen.push(c.icon);
  };
  const mains = listed.filter((c) => !c.staple && !ACCENTS.has(c.icon));
  const accents = listed.filter((c) => !c.staple && ACCENTS.has(c.icon));
  for (const c of [...named, ...mains, ...accents]) if (chosen.length < MAX_INGREDIENTS) take(c);
  for (const c of listed.filter((c) => c.staple)) if (chosen.length < MIN_INGREDIENTS) take(c);
  return chosen;
}
