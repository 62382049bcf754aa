import { allergenCheck } from "../../recipes/allergens";
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
const SCOPE_ENDS = new Set(["with", "but", "plus", "including", "and with", "using"]);
/** Negators: a strong one takes the next word as a food even when the vocabulary does not know it. */
const NEGATORS: Record<string, boolean> = { no: false, not: false, never: false, without: true, "hold the": true, "leave out": true, "leave out the": true, "free of": true, minus: true, "minus the": true, exclude: true, excluding: true, avoid: true, avoiding: true, "skip the": true, "nothing with": true };
const DIET_PHRASES: Record<string, DietaryTag> = { vegan: "vegan", "plant-based": "vegan", "plant based": "vegan", vegetarian: "vegetarian", meatless: "vegetarian", "non-dairy": "dairy-free", eggless: "egg-free" };
const PLAIN = new Set(["style", "food", "foods", "cuisine", "dish", "dishes", "recipe", "recipes"]);

/**
 * Foods to use and to leave out, cuisines, diets and dish kinds, in the order said. Negation:
 * "no mushrooms", "without onions or garlic", "not chicken" leave those out; "without dairy" stays
 * the word "dairy" (the server maps allergen words with `allergenCheck`). "X-free" is a diet when
 * `allergenCheck` knows X ("dairy-free", "lactose-free" -> dairy-free), "meat-free" / "no meat"
 * is vegetarian, and any other known food X is left out ("sugar-free"). A negated word the
 * vocabulary does not know is never taken as wanted ("not spicy").
 */
export function foodSlots(text: string): FoodSlots {
  const tokens = text.replace(/-style\b/g, " style").replace(/[^a-z0-9'\- ]+/g, " ").split(" ").filter(Boolean);
  const singles = tokens.map(singular);
  const out: FoodSlots = { includeIngredients: [], excludeIngredients: [], cuisines: [], diets: [], dishKinds: [] };
  const add = (list: string[], value: string) => void (list.includes(value) || list.push(value));
  let negated = false;
  let strong = false;
  let taken = 0;
  for (let i = 0; i < tokens.length; ) {
    const negator = [3, 2, 1].map((n) => tokens.slice(i, i + n).join(" ")).find((p) => NEGATORS[p] !== undefined);
    if (negator) {
      [negated, strong, taken] = [true, NEGATORS[negator]!, 0];
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
    const match = longest(i, tokens, singles);
    if (match?.kind === "food" && negated) {
      if (match.value === "meat") add(out.diets, "vegetarian");
      else add(out.excludeIngredients, match.value);
      taken += 1;
    } else if (match?.kind === "food") add(out.includeIngredients, match.value);
    else if (match && !negated) {
      if (match.kind === "diet") add(out.diets, DIET_PHRASES[match.value]!);
      if (match.kind === "cuisine") CUISINE_WORDS[match.value]!.forEach((key) => add(out.cuisines, key));
      if (match.kind === "dish") add(out.dishKinds, match.value);
    } else if (negated && strong && taken === 0 && !match && !PLAIN.has(word) && /^[a-z][a-z'-]+$/.test(word)) {
      add(out.excludeIngredients, singles[i]!);
      taken += 1;
    } else if (negated && !match) negated = false;
    i += match?.length ?? 1;
  }
  return out;
}

type Kind = "diet" | "cuisine" | "dish" | "food";

/** The longest known phrase starting at token i; on equal length diet, cuisine, dish, food in that order. */
function longest(i: number, tokens: string[], singles: string[]): { kind: Kind; value: string; length: number } | undefined {
  for (let n = Math.min(3, tokens.length - i); n >= 1; n -= 1) {
    const raw = tokens.slice(i, i + n).join(" ");
    const one = singles.slice(i, i + n).join(" ");
    if (DIET_PHRASES[one] || DIET_PHRASES[raw]) return { kind: "diet", value: DIET_PHRASES[one] ? one : raw, length: n };
    if (CUISINE_WORDS[raw]) return { kind: "cuisine", value: raw, length: n };
    if (DISH_KINDS.has(one)) return { kind: "dish", value: one, length: n };
    if (FOODS.has(one)) return { kind: "food", value: one, length: n };
  }
  return undefined;
}

/** "X-free" / "X free": a diet when X is an allergen, else a food to leave out. */
function freeOf(food: string, out: FoodSlots, add: (list: string[], value: string) => void) {
  if (food === "meat") return add(out.diets, "vegetarian");
  const tags = allergenCheck([food]).requiredTags;
  if (tags.length > 0) tags.forEach((tag) => add(out.diets, tag));
  else if (FOODS.has(singular(food))) add(out.excludeIngredients, singular(food));
}
