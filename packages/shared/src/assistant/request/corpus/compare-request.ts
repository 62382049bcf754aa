import { addDays, daysBetween, weekday } from "../../../meal-plans/dates";
import type { RequestDays, SierraRequest } from "../request";

/**
 * The README's scoring rule: action, days, mealTypes, constraints, dropConstraints, followUp,
 * preferenceChanges, nutrition and leftovers compared by meaning (arrays as sets, a false flag as
 * no flag, days as the dates they stand for); `unhandled` is never scored.
 */
export const SCORED_FIELDS = [
  "action",
  "days",
  "mealTypes",
  "constraints",
  "dropConstraints",
  "followUp",
  "preferenceChanges",
  "nutrition",
  "leftovers",
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

/** The fields of `actual` that differ from `expected`; none means the request was read right. */
export function requestMismatches(expected: SierraRequest, actual: SierraRequest): ScoredField[] {
  return SCORED_FIELDS.filter((field) => !sameValue(normalised(field, expected[field]), normalised(field, actual[field])));
}

/** "Monday to Sunday with weekdays 0 and 6" and "Saturday to Sunday" are the same days. */
export function daysMeaning(days: RequestDays): string {
  const span = daysBetween(days.start, days.end);
  if (!(span >= 0 && span <= 400)) return `${days.start}..${days.end}!`;
  const dates: string[] = [];
  for (let i = 0; i <= span; i++) {
    const date = addDays(days.start, i);
    if (!days.weekdays || days.weekdays.includes(weekday(date))) dates.push(date);
  }
  return `${dates.join(",")}${days.count === undefined ? "" : ` x${days.count}`}`;
}

function normalised(field: ScoredField, value: unknown): unknown {
  if (field === "days" && value !== undefined) return daysMeaning(value as RequestDays);
  return canonical(value);
}

/** Sorted arrays, no empty arrays, objects or false flags: what a parser may leave out it may also write empty. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(canonical).map((v) => JSON.stringify(v));
    return items.length === 0 ? undefined : [...new Set(items)].sort();
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, canonical(v)] as const)
      .filter(([, v]) => v !== undefined && v !== false);
    return entries.length === 0 ? undefined : Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
  }
  return value === false ? undefined : value;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
