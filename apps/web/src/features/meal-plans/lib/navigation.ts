import { addDays, addMonths, viewRange, type IsoDate, type PlanView } from "@sierra/shared";

export interface Bounds {
  min: IsoDate;
  max: IsoDate;
}

export function clampDate(date: IsoDate, { min, max }: Bounds): IsoDate {
  return date < min ? min : date > max ? max : date;
}

/** The date one period earlier (-1) or later (+1): a day, a week or a month. */
export function shiftDate(view: PlanView, date: IsoDate, direction: -1 | 1): IsoDate {
  if (view === "daily") return addDays(date, direction);
  if (view === "weekly") return addDays(date, 7 * direction);
  return addMonths(date, direction);
}

/**
 * Previous / next period, clamped into the selectable dates; null when that
 * period has no selectable date at all (the button is disabled).
 */
export function adjacentDate(view: PlanView, date: IsoDate, direction: -1 | 1, bounds: Bounds): IsoDate | null {
  const target = shiftDate(view, date, direction);
  const range = viewRange(view, target);
  if (range.end < bounds.min || range.start > bounds.max) return null;
  return clampDate(target, bounds);
}
