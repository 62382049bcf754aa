import { UNITS, UNIT_SPELLINGS } from "../units";
import { NUMBER, readNumber } from "./numbers";
import { MEASURE_WORDS, SIZE_WORDS } from "./words";

export interface Measure {
  quantity: number;
  quantityMax: number | null;
  unit: string | null;
}

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
const DIMENSION = /^(?:inch|inches|in|cm|centimet(?:er|re)s?|mm|millimet(?:er|re)s?|-inch|")$/i;
const ONE_LETTER = new Set(["t", "c", "g", "l"]);
const SIZE_UNITS = new Set(["small", "medium", "large"]);
const PLUS = new RegExp(`^(?:plus|\\+|minus)\\s+${NUMBER}\\s*`, "i");
const MEASURE_HEAD = new RegExp(`^(${NUMBER})(?:\\s*-\\s*(${NUMBER}))?(?:\\s*-\\s*|\\s*)`);
const DIMENSION_TWIN = new RegExp(`^(?:-(?:long|thick|wide|deep|round|square)\\b|\\s*/\\s*${NUMBER}\\s*(?:cm|mm|in|inch|inches)\\b)`, "i");
const NUMBER_HEAD = new RegExp(`^(${NUMBER})\\s*`);
const HYPHENATED = new RegExp(`^${NUMBER}-`);

/** Our unit id for the words at the head of `text`, and how many characters they take. */
export function unitAt(text: string, noQuantity = false): { unit: string; length: number } | null {
  const m = /^([a-zA-Z]+(?:\/[a-zA-Z]+)?\.?)(?:\s*([a-zA-Z]+\.?))?/.exec(text);
  if (!m) return null;
  const one = m[1]!.replace(/\.$/, "");
  if (m[2]) {
    const two = UNIT_SPELLINGS.get(`${one} ${m[2].replace(/\.$/, "")}`.toLowerCase());
    if (two) return { unit: two, length: m[0].length };
  }
  const lower = one.toLowerCase();
  if (SIZE_WORDS.has(lower) || ["small", "medium", "large", "smalls", "mediums", "larges"].includes(lower)) return null;
  // "t", "c", "g" and "l" read as units only after a number: "c" alone is too often something else.
  if (ONE_LETTER.has(lower) && noQuantity) return null;
  const unit = one === "T" ? "tablespoon" : UNIT_SPELLINGS.get(lower);
  return unit ? { unit, length: m[1]!.length } : null;
}

/** "14.5 oz", "14-ounce", "400ml/14fl oz": a measure with a mass or volume unit, or a dimension. */
function measureAt(text: string): { measure: Measure | null; dimension: string | null; length: number } | null {
  const m = MEASURE_HEAD.exec(text);
  if (!m) return null;
  const after = text.slice(m[0].length);
  const dim = /^([a-zA-Z"]+)\b\.?/.exec(after) ?? /^"/.exec(after);
  if (dim && DIMENSION.test(dim[1] ?? dim[0])) {
    // "2in/5cm": the same dimension in the other system goes with it.
    const twin = DIMENSION_TWIN.exec(text.slice(m[0].length + dim[0].length));
    const length = m[0].length + dim[0].length + (twin?.[0].length ?? 0);
    return { measure: null, dimension: text.slice(0, length).trim(), length };
  }
  const unit = unitAt(after);
  if (!unit || UNITS[unit.unit]?.kind === "count") return null;
  const max = m[2] ? readNumber(m[2]) : null;
  return { measure: { quantity: readNumber(m[1]!), quantityMax: max, unit: unit.unit }, dimension: null, length: m[0].length + unit.length };
}

/** A second measure written beside the first: "/150 grams", " (50 grams)", "/1lb 9oz". */
function alternativeAt(text: string): { measure: Measure; length: number } | null {
  const slash = /^\s*\/\s*/.exec(text);
  const paren = /^\s*\(\s*/.exec(text);
  const open = slash ?? paren;
  if (!open) return null;
  const first = measureAt(text.slice(open[0].length)) ?? countMeasureAt(text.slice(open[0].length));
  if (!first?.measure) return null;
  let length = open[0].length + first.length;
  const more = /^\s*/.exec(text.slice(length))![0];
  const second = measureAt(text.slice(length + more.length));
  if (second?.measure) length += more.length + second.length;
  if (paren) {
    const close = /^[^()]*\)/.exec(text.slice(length));
    if (!close) return null;
    length += close[0].length;
  }
  return { measure: first.measure, length };
}

/** "(1 stick)": a count beside a measure is an alternative too. */
function countMeasureAt(text: string): { measure: Measure; length: number } | null {
  const m = NUMBER_HEAD.exec(text);
  const unit = m ? unitAt(text.slice(m[0].length)) : null;
  if (!m || !unit) return null;
  return { measure: { quantity: readNumber(m[1]!), quantityMax: null, unit: unit.unit }, length: m[0].length + unit.length };
}

export function readAmount(text: string): Amount {
  const a: Amount = { quantity: null, quantityMax: null, unit: null, size: null, containerSize: null, alternative: null, notes: [], rest: text };
  let rest = text;
  let multiplied = false;
  const q = AMOUNT_RE.exec(rest);
  if (q) {
    a.quantity = readNumber(q[1]!);
    const max = q[2] ? readNumber(q[2]) : null;
    a.quantityMax = max !== null && max > a.quantity ? max : null;
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
    rest = takeAlternative(rest.slice(unit.length).replace(/^\.\s*/, " ").trimStart(), a);
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
  if (!container || kind?.kind !== "count" || SIZE_UNITS.has(container.unit) || a.containerSize || UNITS[a.unit!]?.kind === "count") return rest;
  // "1 teaspoon cloves": a count word with nothing after it is the food, not a container.
  if (!/\S/.test(rest.slice(container.length))) return rest;
  a.containerSize = { quantity: a.quantity!, quantityMax: a.quantityMax, unit: a.unit };
  a.quantity = 1;
  a.quantityMax = null;
  a.unit = container.unit;
  return rest.slice(container.length).trimStart();
}

/** "28 ounce cans": a spaced measure is a size only when a container or piece follows it. */
function spaced(text: string) {
  const m = measureAt(text);
  if (!m?.measure) return null;
  const unit = unitAt(text.slice(m.length).trimStart());
  return unit && UNITS[unit.unit]?.kind === "count" ? m : null;
}

function hyphenated(text: string) {
  const m = HYPHENATED.exec(text);
  return m ? measureAt(text) : null;
}

function bracketed(text: string) {
  const end = closingParen(text);
  if (end < 0) return null;
  const inner = text.slice(1, end).trim();
  const head = measureAt(inner);
  if (!head) return null;
  // Only a size and its other-system twin may stand in the brackets: "(14.5 oz / 410 g)", "(8 ounce each)".
  const tail = inner
    .slice(head.length)
    .replace(/\([^)]*\)/g, " ")
    .replace(/\/.*$/, " ")
    .replace(/\b(each|total|net|wt|weight)\b/gi, " ")
    .replace(head.dimension ? /\b(thick|long|wide|deep|diameter|round|square)\b/gi : /^$/, " ");
  if (/[a-z]{3,}/i.test(tail)) return null;
  return { ...head, length: end + 1 };
}

function closingParen(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === "(") depth += 1;
    else if (text[i] === ")" && --depth === 0) return i;
  }
  return -1;
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
