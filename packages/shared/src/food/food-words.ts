import { singular } from "../recipes/ingredient-parser/core-food";

/** One word of a text: as matched, and as written (for reasons people read). */
export interface FoodToken {
  word: string;
  raw: string;
  /** a comma, "or", "and", a bracket... ends a food's name before this token */
  breakBefore: boolean;
  /** the break is punctuation (a comma, a bracket), not a joining word */
  punctuationBefore: boolean;
}

const NON_ASCII = /[^\t-~]/;
const fold = (text: string) => (NON_ASCII.test(text) ? text.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : text);

/** Words that end one food's name and start another's: "salt and pepper", "butter or margarine". */
const JOINERS = new Set(["and", "or", "with", "plus", "nor", "then", "into", "in", "on", "over", "from", "of", "for", "to"]);

/**
 * A word as the knowledge compares it: lower-case, singular ("tomatoes" -> "tomato"), and the
 * plural of words ending in -i too ("kiwis", "salamis", which singular() keeps). The same
 * function reads the lexicon's names and people's lines, so both always agree.
 */
export function foodWord(word: string): string {
  let known = WORDS.get(word);
  if (known === undefined) {
    const one = singular(word);
    known = one.length > 4 && one.endsWith("is") && !one.endsWith("ois") ? one.slice(0, -1) : one;
    // Words repeat across every recipe: each is made singular once (bounded, as user text is unbounded).
    if (WORDS.size > 50_000) WORDS.clear();
    WORDS.set(word, known);
  }
  return known;
}

const WORDS = new Map<string, string>();

/**
 * "Lea & Perrins®, or tamari (gluten-free)" -> lea, perrins | tamari | gluten, free: accents
 * folded, apostrophes dropped ("baker's" -> "bakers"), hyphens split, and a break before each
 * word that follows punctuation or a joining word.
 */
export function foodTokens(text: string): FoodToken[] {
  const tokens: FoodToken[] = [];
  let pendingBreak = false;
  let punctuation = false;
  // "1-to-1 flour", "2 to 3": a count, not a word that starts another food.
  // Words keep their case as written (for reasons people read), and are compared lower case.
  const plain = fold(text)
    .replace(/['\u2019`]/g, "")
    .replace(/(\d)[\s-]*to[\s-]*(\d)/gi, "$1 $2");
  for (const part of plain.split(/([a-zA-Z0-9]+)/)) {
    if (!part) continue;
    if (!/^[a-zA-Z0-9]+$/.test(part)) {
      if (/[,;:()[\]{}/+|!?]/.test(part)) pendingBreak = punctuation = true;
      continue;
    }
    const lower = part.toLowerCase();
    if (JOINERS.has(lower)) {
      tokens.push({ word: lower, raw: part, breakBefore: true, punctuationBefore: punctuation });
      [pendingBreak, punctuation] = [true, false];
      continue;
    }
    tokens.push({ word: foodWord(lower), raw: part, breakBefore: pendingBreak, punctuationBefore: punctuation });
    [pendingBreak, punctuation] = [false, false];
  }
  return tokens;
}

/** A lexicon name as matched words: "Tamari sauces" -> ["tamari", "sauce"]. */
export const nameWords = (name: string): string[] => foodTokens(name).map((t) => t.word);

export const isJoiner = (token: FoodToken) => JOINERS.has(token.word);
