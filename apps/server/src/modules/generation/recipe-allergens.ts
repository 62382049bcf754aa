import { allergenCheck, parseIngredientLine, singular } from "@sierra/shared";
import { matchIngredient } from "../recipes/nutrition/compute";
import { contradictedTags } from "../recipes/nutrition/dietary";
import type { FoodFlag } from "../recipes/nutrition/foods";

export interface AllergenConflict {
  /** the allergy as the household wrote it */
  allergen: string;
  /** the ingredient line that has it */
  ingredient: string;
}

/** Allergies no dietary tag covers, but the food table still flags. */
const FLAG_WORDS: { flag: FoodFlag; words: RegExp }[] = [
  { flag: "sesame", words: /\b(sesame|tahini)\b/ },
  { flag: "soy", words: /\b(soy|soya|soybeans?)\b/ },
];

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z\s-]/g, " ")
    .split(/[\s-]+/)
    .filter(Boolean);

/** "peanuts" is "peanut", "kiwis" is "kiwi" (singular() keeps words ending in -is as they are). */
const sameWord = (a: string, b: string) => a === b || singular(a) === singular(b) || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;

/** Does the line contain the allergy's words, in order and next to each other? */
function mentions(line: string, allergy: string): boolean {
  const words = wordsOf(line);
  const phrase = wordsOf(allergy);
  if (!phrase.length) return false;
  return words.some((_, start) => phrase.every((word, i) => words[start + i] !== undefined && sameWord(words[start + i]!, word)));
}

/**
 * The declared allergens a recipe's ingredient lines contain, by two checks that catch what the
 * other misses: the food table's flags for the allergy groups allergenCheck knows ("shrimp" is
 * shellfish) and sesame or soy, and the allergy's own words in a line ("peanut butter" for
 * "peanuts", "kiwi" for an allergy no table knows). It errs on the side of refusing.
 */
export function allergenConflicts(ingredients: string[], allergies: string[]): AllergenConflict[] {
  const lines = ingredients.map((line) => {
    const ingredient = parseIngredientLine(line);
    return { line, ingredient, food: matchIngredient(ingredient), grams: null };
  });
  const conflicts: AllergenConflict[] = [];
  for (const allergy of allergies) {
    const text = allergy.trim().toLowerCase();
    if (!text || /^(none|no allergies|n\/a)$/.test(text)) continue;
    const { requiredTags } = allergenCheck([text]);
    const flags = FLAG_WORDS.filter((f) => f.words.test(text)).map((f) => f.flag);
    const hit = lines.find((l) => contradictedTags(requiredTags, [l]).length > 0 || l.food?.flags?.some((f) => flags.includes(f)) || mentions(l.line, text));
    if (hit) conflicts.push({ allergen: allergy.trim(), ingredient: hit.line });
  }
  return conflicts;
}
