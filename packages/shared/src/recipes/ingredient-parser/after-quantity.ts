import { UNITS } from "../units";
import { unitAt } from "./measure";
import { COUNT_NOUNS, SMALL_AMOUNTS } from "./words";

/** What the words right after a quantity may say besides a unit; each returns the text left to read. */
export interface QuantityWords {
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  notes: string[];
}

/** A length unit after a bare quantity: "2 inches ginger", "1-inch cinnamon stick", "4 feet casings", "5cm piece". */
const LENGTH =
  /^-?\s*(?:inch(?:es)?\b|in\.|in\b(?=\s+(?:piece|knob|chunk|length|stick)s?\b)|cm\b|centimet(?:er|re)s?\b|mm\b|millimet(?:er|re)s?\b|feet\b|foot\b|ft\b\.?|")\.?\s*/i;

/**
 * "2 inches ginger" is 2 of no unit, the length going to the note; a length before a count word
 * is one of that count word: "5cm piece of ginger" is 1 piece, as "1 3-inch piece" is.
 */
function lengthAfterQuantity(text: string, a: QuantityWords, written: string): string {
  const m = LENGTH.exec(text);
  if (!m || a.quantity === null) return text;
  const rest = text.slice(m[0].length);
  const count = unitAt(rest);
  const length = m[0].trim();
  const hyphen = length.startsWith("-");
  if (count && UNITS[count.unit]?.kind === "count" && a.quantityMax === null) {
    a.notes.push(`${written}${hyphen ? "" : " "}${length}`);
    a.quantity = 1;
  } else a.notes.push(hyphen ? `${written}${length}` : length);
  return rest;
}

/** "4 servings rice", "1 unit(s) shallot", "10 no.", "a drizzle of oil": words that count but are no unit go to the note. */
function countNounAfterQuantity(text: string, a: QuantityWords): string {
  const m = (a.quantity === null ? null : COUNT_NOUNS.exec(text)) ?? SMALL_AMOUNTS.exec(text);
  if (!m) return text;
  a.notes.push(m[0].replace(/\s+of\s*$/i, "").trim());
  return text.slice(m[0].length);
}

/** "½ a bunch", "1/2 of an onion": an article between the quantity and what it counts says nothing more. */
function articleAfterQuantity(text: string, a: QuantityWords): string {
  if (a.quantity === null) return text;
  const m = /^(?:of\s+)?(?:an?|the)\s+(?=\S)/i.exec(text);
  return m ? text.slice(m[0].length) : text;
}

/** "2 dozen eggs", "½ doz. oysters": a dozen is twelve, as "a dozen" is. */
function dozen(text: string, a: QuantityWords): string {
  const m = /^doz(?:en)?\.?\s+(?:of\s+)?(?=\S)/i.exec(text);
  if (!m || a.quantity === null) return text;
  a.quantity *= 12;
  if (a.quantityMax !== null) a.quantityMax *= 12;
  return text.slice(m[0].length);
}

/** The words after a quantity that are not its unit, in the order cooks write them; `written` is the quantity as written. */
export function wordsAfterQuantity(text: string, a: QuantityWords, written: string | null, sized: boolean): string {
  if (a.quantity === null) return countNounAfterQuantity(text, a);
  const rest = sized || written === null ? text : lengthAfterQuantity(text, a, written);
  return countNounAfterQuantity(articleAfterQuantity(dozen(rest, a), a), a);
}
