import type { MealType } from "@sierra/shared";
import type { ActivityItem } from "../api/get-dashboard-stats";

const MEAL_LABELS: Record<MealType, string> = { breakfast: "breakfast", lunch: "lunch", dinner: "dinner", snack: "a snack" };
const day = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** "Planned for dinner on Thu, Nov 19", "Added to favorites", "Created a recipe". */
export function activityText(item: ActivityItem): string {
  if (item.kind === "recipe_favorited") return "Added to favorites";
  if (item.kind === "recipe_created") return "Created a recipe";
  const meal = MEAL_LABELS[item.mealType as MealType] ?? item.mealType ?? "a meal";
  return item.date ? `Planned for ${meal} on ${day.format(new Date(`${item.date}T00:00:00Z`))}` : `Planned for ${meal}`;
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "5 minutes ago", "yesterday"; under a minute is "just now". */
export function timeAgo(at: string, now: number): string {
  const seconds = Math.round((Date.parse(at) - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return "just now";
}
