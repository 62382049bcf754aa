import { parseLine } from "./parse-line";

/** What the accuracy table scores of a line: the quantity (or [min, max] of a range), the unit and the core food. */
export type Reading = [quantity: number | [number, number] | null, unit: string | null, food: string];

/** A line and its reading, as the rule tables write them. */
export type ReadingRow = [line: string, ...Reading];

/** The reading of one line, for the rule tables (`*.test.ts` here). */
export function reading(line: string): Reading {
  const i = parseLine(line);
  return [i.quantityMax === null ? i.quantity : [i.quantity!, i.quantityMax], i.unit, i.food ?? ""];
}
