import { addDays, weekday, type IsoDate, type MealType } from "@sierra/shared";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Friday, Nov 27"; "today" and "tomorrow" where they are. */
export function dayName(date: IsoDate, today: IsoDate): string {
  if (date === today) return "today";
  if (date === addDays(today, 1)) return "tomorrow";
  const [, m, d] = date.split("-").map(Number);
  return `${WEEKDAYS[weekday(date)]}, ${MONTHS[m! - 1]} ${d}`;
}

/** "Nov 30 – Dec 6", or one day's name. */
export function rangeName(range: { start: IsoDate; end: IsoDate }, today: IsoDate): string {
  if (range.start === range.end) return dayName(range.start, today);
  const short = (date: IsoDate) => {
    const [, m, d] = date.split("-").map(Number);
    return `${MONTHS[m! - 1]} ${d}`;
  };
  return `${short(range.start)} – ${short(range.end)}`;
}

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "7 dinners", "1 lunch", "5 meals" */
export function mealCount(count: number, mealTypes: readonly MealType[]): string {
  const noun = mealTypes.length === 1 ? mealTypes[0]! : "meal";
  const plural = count === 1 ? noun : noun === "lunch" ? "lunches" : `${noun}s`;
  return `${count} ${plural}`;
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The local engine's text arrives like a model's: a few words at a time. */
export function streamWords(text: string, onDelta: (delta: string) => void): void {
  const parts = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < parts.length; i += 4) onDelta(parts.slice(i, i + 4).join(""));
}
