import { UNITS } from "../units";
import type { Measure } from "./measure";
import { measureAt, unitAt } from "./measure";
import { NUMBER } from "./numbers";

/** What words after the unit may change: the amount read so far and its notes. */
export interface AmountSoFar {
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  containerSize: Measure | null;
  notes: string[];
  rest: string;
}

const SIZE_UNITS = new Set(["small", "medium", "large"]);
const PLUS = new RegExp(`^(?:plus|\\+|minus)\\s+${NUMBER}\\s*`, "i");

/** "400g tin cannellini beans", "14 oz. can condensed milk": one container of that size. */
function containerAfterMeasure(rest: string, a: AmountSoFar): string {
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

/** "3/4 cup plus 2 tablespoons sugar": the second amount goes to the note (the first is what the line is read by). */
function takePlus(rest: string, a: AmountSoFar): string {
  const plus = PLUS.exec(rest);
  const unit = plus ? unitAt(rest.slice(plus[0].length)) : null;
  if (!plus || !unit) return rest;
  const length = plus[0].length + unit.length;
  a.notes.push(rest.slice(0, length).trim());
  return rest.slice(length).replace(/^\.?\s*/, "");
}

/**
 * "2 x 700g jars or 4 x 400g tins of chickpeas", "1 cup or 250 ml milk", and after a size word
 * "1 large or 2 medium sweet potatoes": the other amount goes to the note. It must say how much
 * in a unit or a size; "or more", "or so" go to the note as well.
 */
export function takeOtherAmount(rest: string, a: AmountSoFar, read: (text: string) => AmountSoFar & { size: string | null }): string {
  const more = /^or\s+(?:more|less|so)\b\s*/i.exec(rest);
  if (more) {
    a.notes.push(more[0].trim());
    return rest.slice(more[0].length);
  }
  const or = /^or\s+(?=[\d.])/i.exec(rest);
  if (!or) return rest;
  const other = read(rest.slice(or[0].length));
  if (other.quantity === null || (other.unit === null && other.size === null)) return rest;
  a.notes.push(
    rest
      .slice(0, rest.length - other.rest.length)
      .replace(/\s+of\s*$/i, "")
      .trim(),
  );
  return other.rest;
}

/** "1 tsp each salt and pepper", "a pinch each of cumin and coriander": the amount is for each food. */
function takeEach(rest: string, a: AmountSoFar): string {
  const each = /^each\s+(?:of\s+)?(?=\S)/i.exec(rest);
  if (!each) return rest;
  a.notes.push("each");
  return rest.slice(each[0].length);
}

/** "1 lb 8 oz pork", "1 cup 2 tbsp milk": a second measure of the same kind goes to the note, as "plus 2 tbsp" does. */
function sameKindMeasure(rest: string, a: AmountSoFar): string {
  const kind = UNITS[a.unit ?? ""]?.kind;
  const m = kind && kind !== "count" && /^\d/.test(rest) ? measureAt(rest) : null;
  if (!m?.measure || UNITS[m.measure.unit ?? ""]?.kind !== kind) return rest;
  a.notes.push(rest.slice(0, m.length).trim());
  return rest.slice(m.length).replace(/^\.?\s*/, "");
}

/** After the unit: a container ("400g tin"), a second measure ("8 oz"), "plus 2 tbsp", "or 250 ml" and "each", in that order. */
export function wordsAfterUnit(rest: string, a: AmountSoFar, read: (text: string) => AmountSoFar & { size: string | null }): string {
  const container = sameKindMeasure(containerAfterMeasure(rest, a), a);
  // Each of the others starts with one of these words: most lines go on at once.
  if (!/^(?:plus\b|\+|minus\b|or\b|each\b)/i.test(container)) return container;
  return takeEach(takeOtherAmount(takePlus(container, a), a, read), a);
}
