import { familiesNamed } from "../../food/family-names";
import type { AllergenFamily } from "../../food/marks";
import type { DietaryTag } from "../../recipes/display";
import { singular } from "../../recipes/ingredient-parser/core-food";
import { CUISINE_WORDS } from "./cuisines";
import { DISH_KINDS, FILLERS, FOODS } from "./food-words";

export interface FoodSlots {
  includeIngredients: string[];
  excludeIngredients: string[];
  cuisines: string[];
  diets: DietaryTag[];
  /** Kinds of dish named: "dessert", "soup". */
  dishKinds: string[];
}

/** Words that end a food list at once: the foods after them are wanted again ("without onions but with garlic"). */
const SCOPE_ENDS = new Set(["with", "but", "plus", "including", "using"]);
/** Negators: a strong one takes the next word as a food even when the vocabulary does not know it. */
const NEGATORS = new Map<string, boolean>([
  ...["no", "not", "never", "nothing"].map((w): [string, boolean] => [w, false]),
  ...[
    "without",
    "hold the",
    "leave out",
    "leave out the",
    "free of",
    "minus",
    "minus the",
    "exclude",
    "excluding",
    "avoid",
    "avoiding",
    "skip the",
    "nothing with",
    "nothing containing",
    "nothing that has",
    "nothing made with",
    "nothing that contains",
    "with no",
  ].map((w): [string, boolean] => [w, true]),
]);
const DIET_PHRASES = new Map<string, DietaryTag>([
  ["vegan", "vegan"],
  ["plant-based", "vegan"],
  ["plant based", "vegan"],
  ["vegetarian", "vegetarian"],
  ["veggie", "vegetarian"],
  ["meatless", "vegetarian"],
  ["pescatarian", "pescatarian"],
  ["pescetarian", "pescatarian"],
  ["halal", "pork-free"],
  ["teetotal", "alcohol-free"],
  ["non-dairy", "dairy-free"],
  ["eggless", "egg-free"],
]);
/** First words of the phrases of two or three words: only at these is a longer phrase looked for. */
const STARTS = new Set(
  [...NEGATORS.keys(), ...DIET_PHRASES.keys(), ...CUISINE_WORDS.keys(), ...DISH_KINDS, ...FOODS].filter((p) => p.includes(" ")).map((p) => p.split(" ")[0]!),
);
const PLAIN = new Set(["style", "food", "foods", "cuisine", "dish", "dishes", "recipe", "recipes"]);

/**
 * Foods to use and to leave out, cuisines, diets and dish kinds, in the order said. Negation:
 * "no mushrooms", "without onions or garlic", "not chicken" leave those out; "without dairy" stays
 * the word "dairy" (the household rule reads allergen words). "X-free" is a diet when X names an
 * allergen family with a diet ("dairy-free", "lactose-free" -> dairy-free), "meat-free" / "no meat"
 * is vegetarian, and any other known food X is left out ("sugar-free"). A negated word the
 * vocabulary does not know is never taken as wanted ("not spicy").
 */
export function foodSlots(text: string): FoodSlots {
  const tokens = text
    .replace(/-(style|inspired)\b/g, " $1")
    .replace(/[^a-z0-9'\- ]+/g, " ")
    .split(" ")
    .filter(Boolean);
  const singles = tokens.map(singular);
  const out: FoodSlots = { includeIngredients: [], excludeIngredients: [], cuisines: [], diets: [], dishKinds: [] };
  const add = (list: string[], value: string) => void (list.includes(value) || list.push(value));
  let negated = false;
  let strong = false;
  let taken = 0;
  for (let i = 0; i < tokens.length;) {
    const widest = STARTS.has(tokens[i]!) || STARTS.has(singles[i]!) ? 3 : 1;
    const negator = [3, 2, 1]
      .filter((n) => n <= widest)
      .map((n) => tokens.slice(i, i + n).join(" "))
      .find((p) => NEGATORS.has(p));
    if (negator) {
      [negated, strong, taken] = [true, NEGATORS.get(negator)!, 0];
      i += negator.split(" ").length;
      continue;
    }
    const word = tokens[i]!;
    if (SCOPE_ENDS.has(word)) negated = false;
    if (negated && (FILLERS.has(word) || ["and", "or", "nor"].includes(word))) {
      i += 1;
      continue;
    }
    const free = /^([a-z]+)-free$/.exec(word)?.[1] ?? (tokens[i + 1] === "free" ? word : undefined);
    if (free) {
      freeOf(free, out, add);
      i += free === word ? 2 : 1;
      continue;
    }
    const match = longest(i, tokens, singles, widest);
    if (match?.kind === "food" && negated) {
      if (match.value === "meat") add(out.diets, "vegetarian");
      else add(out.excludeIngredients, match.value);
      taken += 1;
    } else if (match?.kind === "food") add(out.includeIngredients, match.value);
    // "no pork, italian": a cuisine or diet after the foods left out is wanted, not left out
    else if (match && (!negated || (taken > 0 && match.kind !== "dish"))) {
      negated = false;
      if (match.kind === "diet") add(out.diets, match.value);
      if (match.kind === "cuisine") match.keys.forEach((key) => add(out.cuisines, key));
      if (match.kind === "dish") add(out.dishKinds, match.value);
    } else if (negated && strong && taken === 0 && !match && !PLAIN.has(word) && /^[a-z][a-z'-]+$/.test(word)) {
      add(out.excludeIngredients, singles[i]!);
      taken += 1;
    } else if (negated && !match) negated = false;
    i += match?.length ?? 1;
  }
  return out;
}

type Found = { length: number } & (
  { kind: "diet"; value: DietaryTag } | { kind: "cuisine"; keys: readonly string[] } | { kind: "dish" | "food"; value: string }
);

/** The longest known phrase starting at token i; on equal length diet, cuisine, dish, food in that order. */
function longest(i: number, tokens: string[], singles: string[], widest: number): Found | undefined {
  for (let length = Math.min(widest, tokens.length - i); length >= 1; length -= 1) {
    const raw = tokens.slice(i, i + length).join(" ");
    const one = singles.slice(i, i + length).join(" ");
    const diet = DIET_PHRASES.get(one) ?? DIET_PHRASES.get(raw);
    if (diet) return { kind: "diet", value: diet, length };
    const keys = CUISINE_WORDS.get(raw);
    if (keys) return { kind: "cuisine", keys, length };
    if (DISH_KINDS.has(one)) return { kind: "dish", value: one, length };
    if (FOODS.has(one)) return { kind: "food", value: one, length };
    // "boerewors", "hummus": a food whose own name ends in s
    if (FOODS.has(raw)) return { kind: "food", value: raw, length };
    if (DISH_KINDS.has(raw)) return { kind: "dish", value: raw, length };
  }
  return undefined;
}

/** The diet that keeps an allergen family out, where one does. */
const FREE_OF: Partial<Record<AllergenFamily, DietaryTag>> = {
  milk: "dairy-free",
  gluten: "gluten-free",
  wheat: "gluten-free",
  "tree nuts": "nut-free",
  peanuts: "nut-free",
  egg: "egg-free",
  "crustacean shellfish": "shellfish-free",
};
const FREE_OF_WORD: Record<string, DietaryTag> = { meat: "vegetarian", pork: "pork-free", beef: "beef-free", alcohol: "alcohol-free" };

/** "X-free" / "X free": a diet when X has one, else a food to leave out. */
function freeOf(food: string, out: FoodSlots, add: (list: string[], value: string) => void) {
  const named = FREE_OF_WORD[food];
  if (named) return add(out.diets, named);
  const tags = (familiesNamed(food) ?? []).flatMap((f) => FREE_OF[f] ?? []);
  if (tags.length > 0) tags.forEach((tag) => add(out.diets, tag));
  else if (FOODS.has(singular(food))) add(out.excludeIngredients, singular(food));
}
