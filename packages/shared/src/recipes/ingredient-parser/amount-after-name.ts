import { readAmount } from "./amount";
import { digitsAtHead, joinMixedNumbers } from "./numbers";
import { isAdverb } from "./name-words";
import { APPROXIMATE, NOTE_STARTS, PREP_WORDS } from "./words";

/** Where an amount may start after a name: a dash, colon or comma ("Ghee - 1/2 cup", "Salt: 1 tsp"), or a space before a number ("Salt 1 tsp"). */
const SEPARATOR = /\s+[-–]\s*|\s*:\s*|\s*,\s*|\s+(?=\d|\.\d)/g;
/** An amount's text ends at a comma, semicolon or bracket ("Potatoes - 4 medium, boiled"); a bracketed amount right after it goes with it. */
const AMOUNT_TEXT = /^[^,;()]+(?:\([^()]*\))?/;
/** A number after these belongs to them: "cut into 8", "Spaghetti No. 5", "Tipo 00". */
const PREPOSITION_END = /\b(?:into|in|of|for|to|about|with|by|from|at|per|than|x|no\.?|nr\.?|number|size|type|tipo|grade|mark)$/i;
const TIMES = /\s+[x×]\s*(\d+)\s*(?=$|[,;(])/i;
/** Something a number could stand for at the head of an amount: a digit, "a pinch", "one", "half". */
const STARTS_AMOUNT = /^(?:[\d.]|(?:an?|one|two|three|four|five|six|half)\s)/i;

/**
 * "1/2 tsp", "4 medium", "10-12", "a pinch", "4-5 cm", "x2", "1 can (400ml)": the amount as the
 * head of a line would write it, or null when the text is more than an amount.
 */
export function wholeAmount(text: string): string | null {
  const t = text
    .trim()
    .replace(APPROXIMATE, "")
    .replace(/^[x×]\s*(?=\d)/i, "");
  // "Tortillas, 8-inch" gives the size of each, not how many.
  if (!STARTS_AMOUNT.test(t) || /^[\d./ ]+-\s*(?:inch|in|cm|mm)\b/i.test(t)) return null;
  // The sign stands for a food, so that a unit at the end is read as one ("1 tsp" alone would be a food called tsp).
  const a = readAmount(`${joinMixedNumbers(digitsAtHead(t))} §`);
  return (a.quantity !== null || a.unit !== null) && a.rest === "§" ? t : null;
}

/** "250g sliced", "2 finely chopped": an amount, then only preparation words. */
function amountThenPreparation(text: string): { amount: string; preparation: string } | null {
  const words = text.trim().split(/\s+/);
  for (let k = words.length - 1; k >= 1 && (PREP_WORDS.has(words[k]!.toLowerCase()) || isAdverb(words[k]!)); k -= 1) {
    const amount = wholeAmount(words.slice(0, k).join(" "));
    if (amount) return { amount, preparation: words.slice(k).join(" ") };
  }
  return null;
}

/**
 * A line whose amount follows the name, rewritten with the amount first, or null:
 * "Turmeric powder - 1/2 tsp" -> "1/2 tsp Turmeric powder", "Halloumi (200g)" -> "200g Halloumi",
 * "Tomato x2" -> "2 Tomato", "Onions - 2 medium, finely chopped" -> "2 medium Onions, finely chopped".
 * A heading before a colon goes to the note: "Dressing: 2 tbsp olive oil", "Garnish: chopped parsley".
 */
export function amountFirst(text: string): string | null {
  if (!/\d|:|\s[-–,]\s*(?:an?|one|two|three|four|five|six|half)\s/i.test(text)) return null;
  const times = TIMES.exec(text);
  if (times && /[a-z]/i.test(text.slice(0, times.index))) return `${times[1]} ${text.slice(0, times.index)}${text.slice(times.index + times[0].length)}`;
  for (const sep of text.matchAll(SEPARATOR)) {
    const name = text.slice(0, sep.index).trim();
    // "Lemon, cut into 8 wedges": a number after a note or a preposition is part of that note.
    const bare = !/\S/.test(sep[0]);
    if (!/[a-z]/i.test(name) || (bare && (/[,;()]/.test(name) || NOTE_STARTS.test(` ${name}`) || PREPOSITION_END.test(name)))) continue;
    const after = text.slice(sep.index + sep[0].length);
    const written = AMOUNT_TEXT.exec(after)?.[0] ?? "";
    const amount = wholeAmount(written) ?? wholeAmount(written.replace(/\([^()]*\)$/, ""));
    if (amount) return `${amount} ${name}${after.slice(after.indexOf(amount) + amount.length)}`;
    const prepared = amountThenPreparation(written);
    if (prepared) return `${prepared.amount} ${name}, ${prepared.preparation}${after.slice(written.length)}`;
    // "Dressing: 2 tbsp olive oil", "Garnish: chopped parsley": a heading, unless a note follows it ("Salt: to taste").
    if (sep[0].trim() === ":" && !/\d/.test(name) && !NOTE_STARTS.test(` ${after}`) && /[a-z]/i.test(after)) return `${after}, ${name}`;
  }
  for (const bracket of text.matchAll(/\(([^()]*)\)/g)) {
    const name = text.slice(0, bracket.index).trim();
    const amount = /[a-z]/i.test(name) ? wholeAmount(bracket[1]!) : null;
    if (amount) return `${amount} ${name}${text.slice(bracket.index + bracket[0].length)}`;
  }
  return null;
}
