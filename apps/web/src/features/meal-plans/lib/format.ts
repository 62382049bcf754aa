import type { IsoDate, MealType, PlanView } from "@sierra/shared";
import { viewRange } from "@sierra/shared";

// Dates are calendar dates: format them as UTC midnights so no zone shifts a day.
const utc = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
const longDate = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
const weekdayShort = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const rangeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Monday, November 23, 2026" */
export const formatLongDate = (date: IsoDate) => longDate.format(utc(date));
/** "Mon, Nov 23" */
export const formatShortDay = (date: IsoDate) => shortDay.format(utc(date));
/** "Mon" */
export const formatWeekday = (date: IsoDate) => weekdayShort.format(utc(date));
/** Day of month without leading zero: "3" */
export const dayOfMonth = (date: IsoDate) => String(Number(date.slice(8, 10)));

/** The heading of the grid: the day, the week's span or the month. */
export function periodLabel(view: PlanView, date: IsoDate): string {
  const range = viewRange(view, date);
  if (view === "daily") return formatLongDate(date);
  if (view === "monthly") return monthYear.format(utc(date));
  // Intl puts thin spaces around the dash; plain spaces read and match the same everywhere.
  return rangeFormat.formatRange(utc(range.start), utc(range.end)).replace(/\s/g, " ");
}

/** How the delete dialog names the period on screen: "this week's", "for Nov 23 – 29, 2026", "Delete this week". */
export function deleteScope(view: PlanView, date: IsoDate): { noun: string; period: string; action: string } {
  const label = periodLabel(view, date);
  if (view === "daily") return { noun: "this day's", period: `on ${label}`, action: "Delete this day" };
  if (view === "monthly") return { noun: "this month's", period: `in ${label}`, action: "Delete this month" };
  return { noun: "this week's", period: `for ${label}`, action: "Delete this week" };
}

export const MEAL_TYPE_LABELS: Record<MealType, string> = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" };

/** Accessible name of a slot: "Breakfast on Monday, November 23, 2026". */
export const slotLabel = (mealType: MealType, date: IsoDate) => `${MEAL_TYPE_LABELS[mealType]} on ${formatLongDate(date)}`;

/** IsoDate <-> the local-midnight Date the date picker works with. */
export const isoToLocalDate = (date: IsoDate) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
export const localDateToIso = (d: Date): IsoDate => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
