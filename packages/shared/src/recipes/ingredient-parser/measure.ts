import { UNITS, UNIT_SPELLINGS } from "../units";
import { NUMBER, readNumber } from "./numbers";
import { SIZE_WORDS } from "./words";

/**
 * Measures inside an amount: a unit at the head of some text, a quantity with its unit, a
 * dimension, a bracketed or slashed second measure, and the size of one item.
 */
export interface Measure {
  quantity: number;
  quantityMax: number | null;
  unit: string | null;
}

const DIMENSION = /^(?:inch|inches|in|cm|centimet(?:er|re)s?|mm|millimet(?:er|re)s?|-inch|")$/i;
const ONE_LETTER = new Set(["t", "c", "g", "l"]);
// "14-ounce", "15 to 16-ounce", "3- to 4-pound": a size or a range of sizes.
const MEASURE_HEAD = new RegExp(`^(${NUMBER})(?:(?:\\s*-?\\s+to\\s+|\\s*-\\s*)(${NUMBER}))?(?:\\s*-\\s*|\\s*)`);
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
export function measureAt(text: string): { measure: Measure | null; dimension: string | null; length: number } | null {
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
  const quantity = readNumber(m[1]!);
  if (!Number.isFinite(quantity)) return null;
  return {
    measure: { quantity, quantityMax: max !== null && Number.isFinite(max) ? max : null, unit: unit.unit },
    dimension: null,
    length: m[0].length + unit.length,
  };
}

/** A second measure written beside the first: "/150 grams", " (50 grams)", "/1lb 9oz". */
export function alternativeAt(text: string): { measure: Measure; length: number } | null {
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
  const quantity = readNumber(m[1]!);
  return Number.isFinite(quantity) ? { measure: { quantity, quantityMax: null, unit: unit.unit }, length: m[0].length + unit.length } : null;
}

/** "28 ounce cans", "5 cm pieces": a spaced measure is a size only when a container or piece follows it. */
export function spaced(text: string) {
  const m = measureAt(text);
  if (!m) return null;
  const unit = unitAt(text.slice(m.length).trimStart());
  return unit && UNITS[unit.unit]?.kind === "count" ? m : null;
}

export function hyphenated(text: string) {
  const m = HYPHENATED.exec(text);
  return m ? measureAt(text) : null;
}

export function bracketed(text: string) {
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
