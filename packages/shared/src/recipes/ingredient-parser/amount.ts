import { wordsAfterQuantity } from "./after-quantity";
import { takeOtherAmount, wordsAfterUnit } from "./after-unit";
import { alternativeAt, bracketed, hyphenated, measureAt, spaced, unitAt, type Measure } from "./measure";
import { NUMBER, readNumber } from "./numbers";
import { MEASURE_WORDS, SIZE_WORDS } from "./words";

export type { Measure } from "./measure";

/** What the head of a line says about how much: everything before the food's name. */
export interface Amount {
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  /** small / medium / large: said of the item, not a unit */
  size: string | null;
  /** one container's size: "1 (14.5 oz) can" -> 14.5 ounce */
  containerSize: Measure | null;
  /** the same amount in another system: "3/4 cup/150 grams" -> 150 gram */
  alternative: Measure | null;
  /** words about the measure ("heaped") or the item's dimensions ("3-inch") */
  notes: string[];
  rest: string;
}

const AMOUNT_RE = new RegExp(`^(${NUMBER})(?:\\s*(?:-|to|or)\\s*(${NUMBER})(?![\\d/]))?`, "i");

/**
 * Reads how much a line asks for, from its head: a quantity or range, "x" and a size ("2 x 400g"),
 * the size of one item ("(14.5 oz)", "14-ounce", "3-inch") or a length ("2 inches", "5cm piece"),
 * count words that are no unit ("4 servings"), size words, the unit, a second measure ("/150 grams",
 * "or 250 ml"), a container after a measure ("400g tin"), "plus 2 tablespoons" and "each".
 */
export function readAmount(text: string): Amount {
  const a: Amount = { quantity: null, quantityMax: null, unit: null, size: null, containerSize: null, alternative: null, notes: [], rest: text };
  let rest = text;
  let multiplied = false;
  const q = AMOUNT_RE.exec(rest);
  // "1/0" is not a number: such a head is read as text.
  if (q && Number.isFinite(readNumber(q[1]!))) {
    a.quantity = readNumber(q[1]!);
    const max = q[2] ? readNumber(q[2]) : null;
    a.quantityMax = max !== null && Number.isFinite(max) && max > a.quantity ? max : null;
    rest = rest.slice(q[0].length).trimStart();
    const x = /^x\s*(?=[\d.])/i.exec(rest);
    if (x) {
      multiplied = true;
      rest = rest.slice(x[0].length);
    }
  }
  // "1 large (28 oz) can": a size word may come before the item's size.
  if (a.quantity !== null && /^[a-z-]+\s*\(/i.test(rest)) rest = readSizeWords(rest, a);
  // The size of one item: "1 (14.5 oz) can", "1 14-ounce can", "2 28 ounce cans", "2 x 400g tins", "1 3-inch piece".
  const sized = a.quantity === null ? null : multiplied ? measureAt(rest) : /^\(/.test(rest) ? bracketed(rest) : (hyphenated(rest) ?? spaced(rest));
  if (sized) {
    rest = rest.slice(sized.length).trimStart();
    if (sized.dimension) a.notes.push(sized.dimension);
    if (sized.measure) {
      a.containerSize = sized.measure;
      rest = takeAlternative(rest, a);
    }
  }
  rest = wordsAfterQuantity(rest, a, q ? q[0].trim() : null, sized !== null);
  rest = readSizeWords(rest, a);
  if (a.quantity !== null && /^or\s/i.test(rest)) rest = takeOtherAmount(rest, a, readAmount);
  const unit = unitAt(rest, a.quantity === null);
  if (unit && /\S/.test(rest.slice(unit.length).replace(/^[.\s]*(of\b)?/i, ""))) {
    a.unit = unit.unit;
    rest = takeAlternative(
      rest
        .slice(unit.length)
        .replace(/^\.\s*/, " ")
        .trimStart(),
      a,
    );
    rest = wordsAfterUnit(rest, a, readAmount);
    rest = readSizeWords(rest, a);
  }
  if (multiplied && a.containerSize && !a.unit) totalOfMultiplied(a, a.containerSize);
  a.rest = rest.replace(/^of\s+/i, "");
  return a;
}

/** "2 x 100 g tomatoes" names no container: it is 200 g. */
function totalOfMultiplied(a: Amount, each: Measure) {
  const count = a.quantity!;
  a.quantity = count * each.quantity;
  a.quantityMax = a.quantityMax === null ? null : a.quantityMax * each.quantity;
  a.unit = each.unit;
  a.containerSize = null;
  if (a.alternative) a.alternative = { ...a.alternative, quantity: a.alternative.quantity * count };
}

function takeAlternative(rest: string, a: Amount): string {
  const alt = alternativeAt(rest);
  if (!alt) return rest;
  a.alternative = alt.measure;
  return rest.slice(alt.length).trimStart();
}

/** Size and measure words at the head: "large", "medium sized", "heaped". */
function readSizeWords(text: string, a: Amount): string {
  let rest = text;
  for (;;) {
    const m = /^([a-zA-Z-]+)(?:\s+(sized|size)\b)?(?:\s+to\s+([a-zA-Z-]+))?\s*/.exec(rest);
    if (!m) return rest;
    const word = m[1]!.toLowerCase();
    if (SIZE_WORDS.has(word) && (!m[3] || SIZE_WORDS.has(m[3].toLowerCase()))) {
      a.size ??= m[3] ? `${word} to ${m[3].toLowerCase()}` : word;
      rest = rest.slice(m[0].length);
    } else if (MEASURE_WORDS.has(word)) {
      a.notes.push(word);
      rest = rest.slice(m[1]!.length).trimStart();
    } else return rest;
  }
}
