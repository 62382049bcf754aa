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
