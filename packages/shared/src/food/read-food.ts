import { ANIMAL_MARKS, FOOD_FORMS, FOOD_MODIFIERS, SUBSTITUTE_MAY, TRAILING_DESCRIPTORS, type FoodForm, type FoodModifier } from "./food-forms";
import { foodTokens, isJoiner, nameWords, type FoodToken } from "./food-words";
import { WordIndex, type FoodKnowledge } from "./knowledge";
import type { Mark } from "./marks";

/** One food found in a text: which, the words that named it, and the marks it brings here. */
export interface FoundFood {
  id: string;
  text: string;
  has: Set<Mark>;
  may: Set<Mark>;
}

export interface FoodReading {
  foods: FoundFood[];
  /** words of a food's name that could not be placed: the food is unknown ("kecap manis") */
  unknown: string[];
}

const MODIFIERS = new WordIndex<FoodModifier>();
for (const [phrase, value] of FOOD_MODIFIERS) MODIFIERS.add(nameWords(phrase), value);

const isNumber = (word: string) => /^\d/.test(word);

/** In a note, a part followed by one of these is the line's own food being handled: "meat removed", "fat trimmed". */
const HANDLED = new Set(["removed", "trimmed", "reserved", "discarded", "cracked", "separated", "saved", "kept", "left", "on", "off"]);

/** A found food under the modifiers said before it: "vegan" takes milk and meat away. */
function modified(found: FoundFood, modifiers: readonly FoodModifier[]): FoundFood {
  for (const mod of modifiers) {
    const removed = mod.removes.filter((m) => found.has.delete(m) || found.may.delete(m));
    if (mod.substitutes && removed.length) SUBSTITUTE_MAY.forEach((m) => !found.has.has(m) && found.may.add(m));
  }
  return found;
}

/**
 * Reads the foods a text names, longest names first, with forms ("almond flour") and modifiers
 * ("gluten-free") applied. With `whole`, the text is a food's name and every word must be placed
 * (a food, a form, a modifier or a describing word): otherwise the words left over are unknown.
 */
export function readFood(knowledge: FoodKnowledge, text: string, whole: boolean): FoodReading {
  const tokens = foodTokens(text);
  const words = tokens.map((t) => t.word);
  const placed = tokens.map((t) => isJoiner(t) || isNumber(t.word) || TRAILING_DESCRIPTORS.has(t.word) || knowledge.descriptors.has(t.word));
  const foods: FoundFood[] = [];
  let modifiers: FoodModifier[] = [];
  let current: FoundFood | null = null;
  // where the current food's words end: a meat product right after a plant food is its plant version
  let currentEnd = -1;
  // "without ...", "no ...": until the next break; "for ..." in a note: until the next punctuation.
  let without: "break" | "punctuation" | null = null;
  const take = (id: string, from: number, length: number): FoundFood => {
    const concept = knowledge.concept(id);
    const found = modified({ id, text: raw(tokens, from, length), has: new Set(concept.has), may: new Set(concept.may) }, modifiers);
    modifiers = [];
    foods.push(found);
    for (let k = from; k < from + length; k += 1) placed[k] = true;
    return found;
  };

  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (token.breakBefore) [modifiers, current] = [[], null];
    if ((token.breakBefore && without === "break") || (token.punctuationBefore && without === "punctuation")) without = null;
    // "without nuts", "no onion", "not honey": what follows is kept out, not put in; in a note, "for keto bread"
    // or "for serving" says what the food is for and "cut into chips" its shape, not what it holds.
    const keptOut =
      token.word === "without" || ((token.word === "no" || token.word === "not") && !MODIFIERS.longestAt(words, i)) || (!whole && token.word === "into");
    if (keptOut || (!whole && token.word === "for")) {
      [without, placed[i]] = [keptOut ? "break" : "punctuation", true];
      i += 1;
      continue;
    }
    if (without) {
      placed[i] = true;
      i += 1;
      continue;
    }
    const joined = (k: number) => !tokens[k]!.punctuationBefore;
    const mod = MODIFIERS.longestAt(words, i, joined);
    const name = knowledge.names.longestAt(words, i, joined);
    const form = FOOD_FORMS.get(token.word);
    if (!whole && !current && (name?.length ?? 1) === 1 && HANDLED.has(tokens[i + 1]?.word ?? "")) {
      placed[i] = true;
      i += 1;
    } else if (mod && (!name || mod.length >= name.length)) {
      modifiers.push(mod.value);
      for (let k = i; k < i + mod.length; k += 1) placed[k] = true;
      i += mod.length;
    } else if (current && form && (!name || name.length === 1)) {
      const product = productOf(knowledge, current, form, currentEnd === i);
      if (product && knowledge.concepts.has(product)) current = take(product, i, 1);
      else extendWithForm(current, token, form.adds);
      placed[i] = true;
      i += 1;
      currentEnd = i;
    } else if (name) {
      current = take(name.value, i, name.length);
      i += name.length;
      currentEnd = i;
    } else if (form?.alone && knowledge.concepts.has(form.alone)) {
      current = take(form.alone, i, 1);
      i += 1;
      currentEnd = i;
    } else {
      if (!placed[i]) current = null;
      i += 1;
    }
  }
  return { foods, unknown: whole ? unplacedRuns(tokens, placed) : [] };
}

/** Foods a meat product right after them is made of: "black bean burger", "tofu steak", "mushroom jerky". */
const PLANT_BASES = ["legume", "bean", "soy", "mushroom", "vegetable", "cereal grain", "seed", "nut", "meat substitute"];

/**
 * A meat product is a form of an animal food ("turkey bacon", "salmon burger") or of a plant base
 * right before it; after anything else ("maple bacon", "apple sausage", "soy-glazed bacon") it is
 * the product itself too.
 */
function productOf(knowledge: FoodKnowledge, food: FoundFood, form: FoodForm, adjacent: boolean): string | null {
  if (!form.meatProduct || !form.alone || ANIMAL_MARKS.some((m) => food.has.has(m))) return null;
  const ancestors = knowledge.concept(food.id).ancestors;
  return adjacent && PLANT_BASES.some((base) => ancestors.has(base)) ? null : form.alone;
}

function extendWithForm(food: FoundFood, token: FoodToken, adds: { has?: Mark[]; may?: Mark[] } | undefined) {
  food.text = `${food.text} ${token.raw}`;
  adds?.has?.forEach((m) => food.has.add(m));
  adds?.may?.forEach((m) => !food.has.has(m) && food.may.add(m));
}

const raw = (tokens: readonly FoodToken[], from: number, length: number) =>
  tokens
    .slice(from, from + length)
    .map((t) => t.raw)
    .join(" ");

/** Runs of words nothing placed, as written: each is a food the knowledge does not know. */
function unplacedRuns(tokens: readonly FoodToken[], placed: readonly boolean[]): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  tokens.forEach((t, k) => {
    if (!placed[k] && !(t.breakBefore && run.length)) run.push(t.raw);
    else if (!placed[k]) {
      runs.push(run.join(" "));
      run = [t.raw];
    } else if (run.length) {
      runs.push(run.join(" "));
      run = [];
    }
  });
  if (run.length) runs.push(run.join(" "));
  return runs;
}
