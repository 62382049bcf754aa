import { addDays, addMonths, daysBetween, isIsoDate, weekday, type IsoDate } from "../../meal-plans/dates";
import { viewRange } from "../../meal-plans/views";

/** Weekday names and their short forms, by `weekday()` number (0 = Sunday). */
export const WEEKDAY = "(sunday|monday|tuesday|tues|wednesday|weds|thursday|thurs|friday|saturday)";
const WEEKDAY_NUMBERS: Record<string, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  tues: 2,
  wednesday: 3,
  weds: 3,
  thursday: 4,
  thurs: 4,
  friday: 5,
  saturday: 6,
};
export const weekdayNumber = (name: string) => (Object.hasOwn(WEEKDAY_NUMBERS, name) ? WEEKDAY_NUMBERS[name]! : -1);

export const MONTH = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const MONTH_PREFIXES = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** 1 to 12 */
export const monthNumber = (name: string) => MONTH_PREFIXES.indexOf(name.slice(0, 3)) + 1;

/** Plan views' weeks run Monday to Sunday (spec section 9). */
export const mondayOf = (date: IsoDate) => viewRange("weekly", date).start;
export const sundayOf = (date: IsoDate) => viewRange("weekly", date).end;

/** The given weekday in the week (Monday to Sunday) that starts on `monday`. */
export const dayOfWeek = (monday: IsoDate, day: number) => addDays(monday, (day + 6) % 7);

/** The next such weekday, today included; or with `past`, the latest one, today included. */
export function nearestWeekday(today: IsoDate, day: number, past: boolean): IsoDate {
  const ahead = (day - weekday(today) + 7) % 7;
  return past ? addDays(today, -((7 - ahead) % 7)) : addDays(today, ahead);
}

const iso = (year: number, month: number, day: number) => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/**
 * A month and day without a year ("Nov 28", "12/3"): of last, this and next year, the date
 * nearest to today (a later one on a tie); with `past`, the latest one not after today.
 */
export function monthDay(today: IsoDate, month: number, day: number, past: boolean): IsoDate | undefined {
  const year = Number(today.slice(0, 4));
  const candidates = [year - 1, year, year + 1].map((y) => iso(y, month, day)).filter(isIsoDate);
  if (past) return candidates.filter((d) => d <= today).at(-1);
  return candidates.sort((a, b) => Math.abs(daysBetween(today, a)) - Math.abs(daysBetween(today, b)) || (a < b ? 1 : -1))[0];
}

/**
 * A day of the month alone ("on the 28th"): this month if that day is still to come (today
 * included), else the next month that has it; with `past`, this month if it has passed, else the
 * month before that has it.
 */
export function dayOfMonth(today: IsoDate, day: number, past: boolean): IsoDate | undefined {
  if (day < 1 || day > 31) return undefined;
  const step = past ? -1 : 1;
  for (let shift = 0; Math.abs(shift) <= 3; shift += step) {
    const first = addMonths(`${today.slice(0, 7)}-01`, shift);
    const date = `${first.slice(0, 7)}-${String(day).padStart(2, "0")}`;
    if (isIsoDate(date) && (past ? date <= today : date >= today)) return date;
  }
  return undefined;
}
