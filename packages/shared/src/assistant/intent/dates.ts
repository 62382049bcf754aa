import { addDays, addMonths, endOfMonth, isIsoDate, startOfMonth, type IsoDate } from "../../meal-plans/dates";
import { dayOfMonth, dayOfWeek, MONTH, monthDay, monthNumber, mondayOf, nearestWeekday, sundayOf, WEEKDAY, weekdayNumber } from "./calendar-words";
import { NUMBER, toNumber } from "./numbers";
import type { DateRange, IntentContext } from "./types";

/**
 * Dates named in a message, resolved against `context.today` (the user's zone), never the clock.
 *
 * Single days (several give the range from the first to the last):
 * - "today", "tonight", "this morning/evening" -> today; "tomorrow" +1; "the day after tomorrow" +2;
 *   "yesterday", "last night" -1; "in 3 days" +3.
 * - "Friday", "this Friday", "on Friday" -> the next Friday, today included (after any day named
 *   before it: "Monday to Wednesday" runs forward from that Monday); in a past-tense
 *   question ("what did I have on Friday?") the latest Friday, today included.
 *   "next Friday" / "Friday next week" -> Friday of next week (weeks run Monday to Sunday);
 *   "Friday this week" -> Friday of this week; "last Friday" -> the latest Friday before today;
 *   "Friday last week" -> Friday of last week.
 * - "Nov 28", "28 November", "December 3rd", "12/3" (US month/day), "2026-11-28": see `monthDay`;
 *   "on the 28th": see `dayOfMonth`.
 * - "this day", "that day", "the selected date" -> the calendar's selected date (else today).
 * Ranges (used when no single day is named):
 * - "this week": today..Sunday when planning, Monday..Sunday when reading; "the week",
 *   "a week", "the week ahead": a week's worth, today..today+6 when planning, this week when reading;
 *   "the rest of this week": today..Sunday; "next week": next Monday..Sunday; "last week" the one before;
 *   "the week after next"; "this weekend" Saturday..Sunday (planning starts no earlier than today);
 *   "next weekend"; "the next 3 days" / "the next few days" / "for 3 days": today..today+2;
 *   "the next 2 weeks" / "for 2 weeks": today..today+13; "this month" (planning from today), "next month", "last month".
 */
export interface DateOptions {
  purpose: "plan" | "read";
  /** A past-tense question: bare weekdays and dates look back. */
  past: boolean;
}

/** `found`: the days already read, so "Monday to Wednesday" runs forward from Monday. */
type Finder = [RegExp, (m: RegExpMatchArray, ctx: IntentContext, o: DateOptions, found: IsoDate[]) => IsoDate | undefined];

const SINGLE_DAYS: Finder[] = [
  [/\b(\d{4}-\d{2}-\d{2})\b/g, (m) => (isIsoDate(m[1]!) ? m[1] : undefined)],
  [new RegExp(`\\b${MONTH}\\.? (\\d{1,2})(?:st|nd|rd|th)?\\b`, "g"), (m, c, o) => monthDay(c.today, monthNumber(m[1]!), Number(m[2]), o.past)],
  [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}\\b`, "g"), (m, c, o) => monthDay(c.today, monthNumber(m[2]!), Number(m[1]), o.past)],
  [/\b(\d{1,2})\/(\d{1,2})\b/g, (m, c, o) => monthDay(c.today, Number(m[1]), Number(m[2]), o.past)],
  [/\b(?:the )?day after tomorrow\b/g, (_m, c) => addDays(c.today, 2)],
  [/\b(?:the )?day before yesterday\b/g, (_m, c) => addDays(c.today, -2)],
  [/\b(?:tomorrow|tmrw|tmr)\b/g, (_m, c) => addDays(c.today, 1)],
  [/\b(?:yesterday|last night)\b/g, (_m, c) => addDays(c.today, -1)],
  [/\b(?:today|tonight|tonite|this (?:morning|afternoon|evening))\b/g, (_m, c) => c.today],
  [new RegExp(`\\bin ${NUMBER} days?(?: time)?\\b|\\b${NUMBER} days? from (?:now|today)\\b`, "g"), (m, c) => addDays(c.today, toNumber(m[1] ?? m[2]) ?? 0)],
  [new RegExp(`\\b(?:(this coming|this|next|last|coming|on) )?${WEEKDAY}(?:'s|s)?\\b(?: (?:of |on )?(this|next|last) week\\b)?`, "g"), weekdayDate],
  [/\b(?:on )?the (\d{1,2})(?:st|nd|rd|th)\b|\bon (\d{1,2})(?:st|nd|rd|th)\b/g, (m, c, o) => dayOfMonth(c.today, Number(m[1] ?? m[2]), o.past)],
  [/\b(?:this|that|the selected|selected|the chosen|chosen) (?:day|date)\b|\bthe day i (?:selected|picked|chose)\b/g, (_m, c) => c.selectedDate ?? c.today],
];

function weekdayDate(m: RegExpMatchArray, { today }: IntentContext, { past }: DateOptions, found: IsoDate[]): IsoDate {
  const [, before, name, week] = m;
  const day = weekdayNumber(name!);
  if (before === "next" || week === "next") return dayOfWeek(addDays(mondayOf(today), 7), day);
  if (week === "last") return dayOfWeek(addDays(mondayOf(today), -7), day);
  if (week === "this") return dayOfWeek(mondayOf(today), day);
  if (before === "last") return nearestWeekday(addDays(today, -1), day, true);
  const from = past ? today : [today, ...found].sort().at(-1)!;
  return nearestWeekday(from, day, past);
}

type RangeFinder = [RegExp, (m: RegExpExecArray, today: IsoDate, o: DateOptions) => DateRange];
const span = (start: IsoDate, end: IsoDate): DateRange => ({ start, end });
/** When planning, a range never starts before today. */
const fromToday = (range: DateRange, today: IsoDate, o: DateOptions) =>
  o.purpose === "plan" && range.start < today && range.end >= today ? span(today, range.end) : range;

const RANGES: RangeFinder[] = [
  [/\b(?:the )?rest of (?:this|the) week\b/, (_m, t) => span(t, sundayOf(t))],
  [new RegExp(`\\b(?:next|coming|following|for) ${NUMBER} (?:days?|nights?)\\b`), (m, t) => span(t, addDays(t, Math.max(1, toNumber(m[1]) ?? 1) - 1))],
  [new RegExp(`\\b(?:next|coming|following|for) ${NUMBER} weeks?\\b`), (m, t) => span(t, addDays(t, 7 * Math.max(1, toNumber(m[1]) ?? 1) - 1))],
  [/\b(?:the )?week after next\b/, (_m, t) => span(addDays(mondayOf(t), 14), addDays(sundayOf(t), 14))],
  [/\bnext weekend\b/, (_m, t) => span(addDays(sundayOf(t), 6), addDays(sundayOf(t), 7))],
  [/\blast weekend\b/, (_m, t) => span(addDays(sundayOf(t), -8), addDays(sundayOf(t), -7))],
  [/\b(?:this |the )?weekend\b/, (_m, t, o) => fromToday(span(addDays(sundayOf(t), -1), sundayOf(t)), t, o)],
  [/\b(?:next|following) week\b/, (_m, t) => span(addDays(mondayOf(t), 7), addDays(sundayOf(t), 7))],
  [/\b(?:last|previous|past) week\b/, (_m, t) => span(addDays(mondayOf(t), -7), addDays(sundayOf(t), -7))],
  [/\bthis (?:week|wk)\b/, (_m, t, o) => fromToday(span(mondayOf(t), sundayOf(t)), t, o)],
  [
    /\b(?:the|a|whole|entire|full|coming|my|our) week\b|\bweek ahead\b|\bweekly\b/,
    (_m, t, o) => (o.purpose === "plan" ? span(t, addDays(t, 6)) : span(mondayOf(t), sundayOf(t))),
  ],
  [/\bnext month\b/, (_m, t) => span(addMonths(startOfMonth(t), 1), endOfMonth(addMonths(startOfMonth(t), 1)))],
  [/\blast month\b/, (_m, t) => span(addMonths(startOfMonth(t), -1), endOfMonth(addMonths(startOfMonth(t), -1)))],
  [/\b(?:this|the) month\b/, (_m, t, o) => fromToday(span(startOfMonth(t), endOfMonth(t)), t, o)],
];

export function resolveDates(text: string, context: IntentContext, options: DateOptions): DateRange | undefined {
  const days: IsoDate[] = [];
  let rest = text;
  for (const [pattern, resolve] of SINGLE_DAYS) {
    // Each day found is blanked out, so "the day after tomorrow" is not also "tomorrow".
    for (const match of rest.matchAll(pattern)) {
      const date = resolve(match, context, options, days);
      if (!date) continue;
      days.push(date);
      rest = rest.slice(0, match.index) + " ".repeat(match[0].length) + rest.slice(match.index + match[0].length);
    }
  }
  if (days.length > 0) {
    days.sort();
    return span(days[0]!, days.at(-1)!);
  }
  for (const [pattern, resolve] of RANGES) {
    const match = pattern.exec(rest);
    if (match) return resolve(match, context.today, options);
  }
  return undefined;
}
