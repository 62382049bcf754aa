/**
 * Word decisions inside a food's name that need a neighbour: an adverb and the word it qualifies,
 * "hot" that is a state only of what is served hot, and a brand that begins with "The".
 */
import { ADVERBS, FRESH_PAIRS, QUALITY, SERVED_HOT } from "./words";

// Read once: these are asked about every word of every name.
const adverbs = ADVERBS;
const freshPairs = FRESH_PAIRS;
const quality = QUALITY;
const servedHot = SERVED_HOT;

/** True when `word` (lower-case) and the word after it leave the name together ("finely chopped", "fresh ground", "relatively firm"). */
export function leadPair(word: string, next: string | undefined): boolean {
  if (next === undefined) return false;
  if (adverbs.has(word)) return true;
  if (word === "fresh") return freshPairs.has(next.toLowerCase());
  if (quality.has(word)) return next.toLowerCase() === "quality";
  // "relatively firm", "slightly stale", "perfectly ripe"; not "curly", "holy", "jelly" or "chantilly".
  return word.length >= 7 && word.endsWith("ly") && (!word.endsWith("lly") || word.endsWith("ally"));
}

export const isAdverb = (word: string) => adverbs.has(word.toLowerCase());

/** "hot" before a food served hot is a state; `head` is the name's last word. */
export const hotIsState = (word: string, head: string | undefined) => word === "hot" && servedHot.has((head ?? "").toLowerCase());

/** "The Fresh Salad Co baby spinach": "The" and the capitalised words after it are a brand, kept whole. */
export function brandAtHead(words: string[]): number {
  if (words[0] !== "The" && words[0] !== "THE") return 0;
  let i = 1;
  while (i < words.length - 1 && /^[A-Z0-9]/.test(words[i]!)) i += 1;
  return i > 1 ? i : 0;
}
