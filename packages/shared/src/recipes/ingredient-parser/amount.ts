import { UNITS } from "../units";
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
const SIZE_UNITS = new Set(["small", "medium", "large"]);
const PLUS = new RegExp(`^(?:plus|\\+|minus)\\s+${NUMBER}\\s*`, "i");

/**
 * Reads how much a line asks for, from its head: a quantity or range, "x" and a size ("2 x 400g"),
 * the size of one item ("(14.5 oz)", "14-ounce", "3-inch"), size words, the unit, a second measure
 * ("/150 grams"), a container after a measure ("400g tin") and "plus 2 tablespoons".
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
  rest = readSizeWords(rest, a);
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
    rest = containerAfterMeasure(rest, a);
    rest = takePlus(rest, a);
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

/** "3/4 cup plus 2 tablespoons sugar": the second amount goes to the note (the first is what the line is read by). */
function takePlus(rest: string, a: Amount): string {
  const plus = PLUS.exec(rest);
  const unit = plus ? unitAt(rest.slice(plus[0].length)) : null;
  if (!plus || !unit) return rest;
  const length = plus[0].length + unit.length;
  a.notes.push(rest.slice(0, length).trim());
  return rest.slice(length).replace(/^\.?\s*/, "");
}

function takeAlternative(rest: string, a: Amount): string {
  const alt = alternativeAt(rest);
  if (!alt) return rest;
  a.alternative = alt.measure;
  return rest.slice(alt.length).trimStart();
}

/** "400g tin cannellini beans", "14 oz. can condensed milk": one container of that size. */
function containerAfterMeasure(rest: string, a: Amount): string {
  const container = unitAt(rest);
  const kind = container ? UNITS[container.unit] : undefined;
  if (!container || a.quantity === null || kind?.kind !== "count" || SIZE_UNITS.has(container.unit) || a.containerSize || UNITS[a.unit!]?.kind === "count")
    return rest;
  // "1 teaspoon cloves": a count word with nothing after it is the food, not a container.
  if (!/\S/.test(rest.slice(container.length))) return rest;
  a.containerSize = { quantity: a.quantity!, quantityMax: a.quantityMax, unit: a.unit };
  a.quantity = 1;
  a.quantityMax = null;
  a.unit = container.unit;
  return rest.slice(container.length).trimStart();
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
