import { addDays, eachDay, weekday, type IsoDate } from "../../../meal-plans/dates";
import { dayOfWeek, mondayOf, sundayOf, WEEKDAY, weekdayNumber } from "../../intent/calendar-words";
import { resolveDates } from "../../intent/dates";
import { NUMBER, toNumber } from "../../intent/numbers";
import type { RequestDays } from "../request";

/**
 * The days a message names, by the request model's reading rules (README.md): single days and
 * ranges through the calendar-word reader, then what the model adds to it: "this week" from today,
 * "rest of the week" from tomorrow, "the weekend" and "weeknights" as weekdays of a week, a set of
 * weekdays ("Monday and Thursday"), days left out ("except Friday") and a count ("3 nights").
 */
// "why did you put fish on thursday", "something we have not had before": no look back at past days
const PAST =
  /(?<!\b(?:why|not|never|have not|has not|have never|had not) )\b(?:did(?! (?:i|we|you) (?:plan|put|pick|choose|schedule))|was|were|had|ate|eaten)\b|\b(?:last night|yesterday|last week)\b/;
const DATE_WORD = new RegExp(
  `\\b(?:${WEEKDAY}s?|tonight|today|tomorrow|yesterday|last night|week|weekend|the \\d{1,2}(?:st|nd|rd|th)|\\d{1,2}(?:st|nd|rd|th)|christmas|new year)\\b`,
);
const REST_OF_WEEK = /\b(?:the )?rest of (?:this|the) (?:week|wk)\b|\bwhat is left of (?:this|the) week\b|\b(?:the )?remainder of (?:this|the) week\b/;
const WEEKNIGHTS = /\bweek ?(?:nights?|days?)\b|\bschool nights?\b|\bmonday to friday\b|\bmon-fri\b|\bworking days\b|\bwork ?nights\b/;
const WEEKEND = /\bweekends?\b/;
const NEXT = /\b(?:next|following|coming) (?:week|weekend)\b|\bweek after\b/;
// "3 nights", "4 quick dinners"; not "two weeks of dinners" (a range, not a count)
const COUNT = new RegExp(`\\b${NUMBER} (?:(?!weeks?\\b|days?\\b)[a-z-]+ ){0,3}?(?:dinners|lunches|breakfasts|suppers|meals|days|nights|evenings)\\b(?! a day)`);
const THIS_AND_NEXT = /\bthis (?:week|wk) and (?:the )?next(?: one| week)?\b/;
/** "a week today" (British): the same weekday a week on */
const WEEK_TODAY = /\b(?:a|one) week (?:today|tonight)\b|\btoday week\b/;
const RANGE_COUNT = new RegExp(`\\b(?:next|coming|following|for|over) ${NUMBER} (?:days?|nights?)\\b`);
const EXCEPT = new RegExp(
  `\\b(?:except|but not|apart from|other than|not on|skip|skipping|minus|excluding|leave out|not) (?:on )?(?:the )?${WEEKDAY}s?\\b`,
  "g",
);
const WEEKDAY_G = new RegExp(`\\b${WEEKDAY}s?\\b`, "g");

export interface DaysOptions {
  today: IsoDate;
  selectedDate?: IsoDate;
}

export function daysIn(said: string, { today, selectedDate }: DaysOptions): RequestDays | undefined {
  // "next weeks plan": a possessive typed without its apostrophe
  const text = datesSpelledOut(said.replace(/\b(next|this|last|coming) weeks\b(?! (?:time|away|ago))/g, "$1 week"), today);
  // "last time maeve did this spread ... that i could serve on thursday": the tense of the part naming the day
  const dated = text.split(/[,.;!?]+|\s+(?:and|but|so|because)\s+/).filter((part) => DATE_WORD.test(part));
  const past = dated.length ? dated.some((part) => PAST.test(part)) : PAST.test(text);
  const excluded = [...text.matchAll(EXCEPT)].map((m) => weekdayNumber(m[1]!));
  const cleaned = excluded.length ? text.replace(EXCEPT, " ") : text;
  const week = NEXT.test(cleaned) ? addDays(mondayOf(today), 7) : mondayOf(today);
  let days: RequestDays | undefined;
  if (THIS_AND_NEXT.test(cleaned)) days = { start: today, end: addDays(sundayOf(today), 7) };
  else if (WEEK_TODAY.test(cleaned)) days = { start: addDays(today, 7), end: addDays(today, 7) };
  else if (WEEKNIGHTS.test(cleaned)) days = fromToday({ start: week, end: addDays(week, 4), weekdays: [1, 2, 3, 4, 5] }, today);
  else if (REST_OF_WEEK.test(cleaned)) days = { start: addDays(today, 1), end: sundayOf(today) };
  else {
    const named = [...new Set([...cleaned.matchAll(WEEKDAY_G)].map((m) => weekdayNumber(m[1]!)))];
    const inWeek = named.length > 0 && !/\b(?:next|last|this|coming) (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/.test(cleaned);
    // "tuesday and thursday next week": every weekday named is in the week named.
    const range =
      inWeek && NEXT_WEEK.test(cleaned)
        ? weekdaysOf(named, addDays(mondayOf(today), 7))
        : inWeek && THIS_WEEK.test(cleaned)
          ? weekdaysOf(named, mondayOf(today))
          : resolveDates(NAMED_WEEK.test(cleaned) ? cleaned.replace(RANGE_COUNT, " ") : cleaned, { today, selectedDate }, { purpose: "plan", past });
    if (range) days = { start: range.start, end: range.end };
    // "the week" is this week, from today (README.md), not seven days on
    if (THE_WEEK.test(cleaned) && (!range || (range.start === today && range.end === addDays(today, 6)))) days = { start: today, end: sundayOf(today) };
    const weekend = named.length === 2 && named.includes(0) && named.includes(6);
    if (range && ((WEEKEND.test(cleaned) && !/\bweekends\b/.test(cleaned)) || weekend)) days = { start: range.start, end: range.end, weekdays: [0, 6] };
    else if (days && named.length >= 2 && !/\b(?:to|till|until|through|thru)\b|-/.test(cleaned) && !consecutive(named))
      days = { ...days, weekdays: named.sort() };
  }
  // "3 nights next week", "one night next week": a count inside the week named
  const inNamedWeek = NAMED_WEEK.test(cleaned);
  const counted = countIn(cleaned) ?? (inNamedWeek && ONE_OF.test(cleaned) ? 1 : undefined);
  // "my 3 days off (sat sun mon)": a number of days that are all named is those days, no count
  const namedDays = new Set([...cleaned.matchAll(WEEKDAY_G)].map((m) => weekdayNumber(m[1]!)));
  const count = counted !== undefined && namedDays.size === counted && DAYS_COUNTED.test(cleaned) ? undefined : counted;
  if (count !== undefined && (!RANGE_COUNT.test(cleaned) || inNamedWeek)) {
    if (days && days.start !== days.end) days = { ...days, count };
    else if (!days) {
      const start = selectedDate && selectedDate > today ? selectedDate : today;
      days = { start, end: addDays(start, count - 1) };
    }
  }
  if (excluded.length) {
    days ??= { start: today, end: sundayOf(today) };
    const all = days.weekdays ?? [...new Set(eachDay(days.start, days.end).map(weekday))];
    days = { ...days, weekdays: all.filter((d) => !excluded.includes(d)).sort() };
  }
  return days;
}

const DAYS_COUNTED = new RegExp(`\\b${NUMBER} (?:[a-z]+ )?(?:days|nights|evenings)\\b`);
const NAMED_WEEK = /\b(?:this|next|following|coming) (?:week|weekend)\b|\bweek after next\b/;
const ONE_OF = /\b(?:one|1|a single|just one) (?:night|dinner|evening|day|lunch|meal)\b/;
const ORDINAL_DAY = /\bthe (\d{1,2})(?:st|nd|rd|th)\b/;
const HOLIDAYS: [RegExp, string][] = [
  [/\bchristmas eve\b|\bxmas eve\b/, "december 24th"],
  [/\b(?:christmas|xmas)(?: day)?\b(?! (?:party|parties|do|drinks|shopping|market|film|jumper|tree|card|present|lights|concert|play|fair))/, "december 25th"],
  [/\bboxing day\b/, "december 26th"],
  [/\bnew year'?s eve\b|\bnye\b/, "december 31st"],
  [/\bnew year'?s(?: day)?\b/, "january 1st"],
];

/**
 * Holidays as dates ("christmas dinner" is 25 December), "the 3rd and 4th" as a range, and a
 * weekday said beside the date it falls on ("monday the 14th", "sunday lunch on the 13th") as that date.
 */
function datesSpelledOut(said: string, today: IsoDate): string {
  // "from 24th to 27th": an ordinal said without its "the"
  let text = said.replace(/\b(from|to|till|until|on|and|between) (\d{1,2}(?:st|nd|rd|th))\b(?! of\b)/g, "$1 the $2");
  // "our flat christmas dinner on the 19th": a date said wins over the holiday's name
  if (!ORDINAL_DAY.test(text)) for (const [pattern, date] of HOLIDAYS) text = text.replace(pattern, date);
  text = text.replace(/\bthe (\d{1,2})(st|nd|rd|th) and (?:the )?(\d{1,2})(st|nd|rd|th)\b/, "the $1$2 to the $3$4");
  const ordinal = ORDINAL_DAY.exec(text);
  const named = [...text.matchAll(WEEKDAY_G)];
  if (ordinal && named.length === 1) {
    const date = resolveDates(`the ${ordinal[1]}th`, { today }, { purpose: "plan", past: false });
    if (date && weekday(date.start) === weekdayNumber(named[0]![1]!)) text = text.replace(WEEKDAY_G, " ");
  }
  return text;
}

const NEXT_WEEK = /\b(?:next|following|coming) week\b/;
const THIS_WEEK = /\bthis week\b/;
const THE_WEEK = /\b(?:the|this) (?:week|wk)\b/;

function weekdaysOf(named: number[], monday: IsoDate): { start: IsoDate; end: IsoDate } {
  const dates = named.map((d) => dayOfWeek(monday, d)).sort();
  return { start: dates[0]!, end: dates.at(-1)! };
}

/** Monday-first positions that run without a gap ("wed thurs fri"). */
/** Named weekdays in a row, also across the week's end ("sat sun mon"). */
function consecutive(named: number[]): boolean {
  const order = named.map((d) => (d + 6) % 7).sort((a, b) => a - b);
  const inRow = (list: number[]) => list.every((d, i) => i === 0 || d === list[i - 1]! + 1);
  return inRow(order) || order.some((_, cut) => cut > 0 && inRow([...order.slice(cut), ...order.slice(0, cut).map((d) => d + 7)]));
}

function countIn(text: string): number | undefined {
  // "dinners x4": a count written as a multiplier
  const said = COUNT.exec(text)?.[1] ?? /\b(?:dinners|lunches|breakfasts|suppers|meals|nights) x ?(\d{1,2})\b/.exec(text)?.[1];
  // "a few" is no count (README.md, labelling decisions)
  if (said && /^(?:a )?few$/.test(said)) return undefined;
  const value = toNumber(said);
  return value !== undefined && value >= 1 && value <= 31 ? value : undefined;
}

/** A range that has started is planned from today. */
function fromToday(days: RequestDays, today: IsoDate): RequestDays {
  return days.start < today && days.end >= today ? { ...days, start: today } : days;
}
