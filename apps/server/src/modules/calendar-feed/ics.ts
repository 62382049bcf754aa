import type { MealType } from "@sierra/shared";
import { mealDisplayTitle, zonedNow } from "@sierra/shared";

/** Sensible local times for each meal, minutes after midnight, and how long they last. */
const MEAL_TIMES: Record<MealType, { start: number; minutes: number; label: string }> = {
  breakfast: { start: 8 * 60, minutes: 30, label: "Breakfast" },
  lunch: { start: 12 * 60 + 30, minutes: 45, label: "Lunch" },
  snack: { start: 16 * 60, minutes: 15, label: "Snack" },
  dinner: { start: 19 * 60, minutes: 60, label: "Dinner" },
};

export interface FeedMeal {
  id: string;
  date: string;
  mealType: MealType;
  title: string | null;
  recipeTitle: string | null;
  recipeId: string | null;
  updatedAt: Date;
}

/** The instant at which the clock in `timeZone` shows `date` + `minutes`. */
export function zonedTimeToUtc(date: string, minutes: number, timeZone: string): Date {
  const target = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let guess = target;
  for (let i = 0; i < 2; i += 1) {
    const local = zonedNow(new Date(guess), timeZone);
    const shown = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000;
    guess += target - shown;
  }
  return new Date(guess);
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/**
 * RFC 5545 TEXT: backslash, semicolon and comma escaped; every line break (CRLF, a bare CR or
 * LF, and Unicode's line and paragraph separators) becomes \n; any other control character is
 * dropped, since TEXT may not hold one and some parsers split lines on a bare CR.
 */
export const escapeText = (s: string) =>
  s
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, "\\n")
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");

/** RFC 5545 line folding: at most 75 octets a line, continuation lines start with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    if (Buffer.byteLength(current + char, "utf8") > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** One VEVENT per planned meal, times in UTC so no VTIMEZONE is needed, each linking back to its recipe. */
export function buildCalendar(meals: FeedMeal[], opts: { appUrl: string; timeZone: string; name: string }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Sierra Meal Planner//Meal plan//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    `X-WR-TIMEZONE:${opts.timeZone}`,
  ];
  for (const meal of meals) {
    const time = MEAL_TIMES[meal.mealType];
    const start = zonedTimeToUtc(meal.date, time.start, opts.timeZone);
    const end = new Date(start.getTime() + time.minutes * 60_000);
    const title = mealDisplayTitle({ title: meal.title, recipe_title: meal.recipeTitle });
    const url = meal.recipeId ? `${opts.appUrl}/recipe/${meal.recipeId}` : `${opts.appUrl}/meal-plans`;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${meal.id}@sierra-meal-planner`,
      `DTSTAMP:${stamp(meal.updatedAt)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${escapeText(`${time.label}: ${title}`)}`,
      `DESCRIPTION:${escapeText(`Open the recipe in Sierra Meal Planner: ${url}`)}`,
      `URL:${url}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
