import type { MealType } from "../billing/subscription";
import type { IsoDate } from "../meal-plans/dates";
import { varietyLabel } from "./variety";

/** What Sierra can do: the list in the panel's empty state (spec section 2). */
export const SIERRA_CAPABILITIES = [
  "Plan meals on your calendar",
  "Check what's planned for any day",
  "Swap a meal for something different",
  "Find recipes that fit your allergies",
  "Create new recipes",
  "Update your preferences",
] as const;

export interface SuggestionInput {
  selectedDate?: IsoDate | null;
  today: IsoDate;
  /** The variety preference, 1 to 10 */
  variety: number;
  allowedMealTypes: readonly MealType[];
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "Nov 20": month and day, as the panel's header shows the date. */
export const shortDate = (date: IsoDate) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
const PLURAL: Record<MealType, string> = { breakfast: "breakfasts", lunch: "lunches", dinner: "dinners", snack: "snacks" };

/**
 * Three or four prompts for the panel's buttons, each one the local engine understands. They follow
 * the selected date (a past day: what was eaten; today: tonight; a later day: plan it) and the
 * variety wording (Adventurous: a cuisine not had lately; Simple & Familiar: familiar favourites;
 * Balanced: a quick recipe), and name only meal types the subscription allows (dinner first).
 */
export function suggestionsFor({ selectedDate, today, variety, allowedMealTypes }: SuggestionInput): string[] {
  const date = selectedDate ?? today;
  const meal = (["dinner", "lunch", "breakfast"] as const).find((m) => allowedMealTypes.includes(m));
  const prompts: string[] = [];
  if (date < today) prompts.push(`What did I have on ${shortDate(date)}?`);
  else if (date === today) {
    prompts.push(meal === "dinner" ? "What's for dinner tonight?" : "What's planned for today?");
    if (meal) prompts.push(meal === "dinner" ? "Plan a quick dinner for tonight" : `Plan a quick ${meal} for today`);
  } else {
    prompts.push(`What's planned for ${shortDate(date)}?`);
    if (meal) prompts.push(`Plan ${meal} for ${shortDate(date)}`);
  }
  const label = varietyLabel(variety);
  if (label === "Adventurous") prompts.push("Try a cuisine I haven't had this month");
  else if (label === "Simple & Familiar") prompts.push(meal ? `Plan familiar ${meal} favourites for this week` : "Find familiar favourite recipes");
  else prompts.push("Find a recipe under 30 minutes");
  if (meal) prompts.push(`Plan my ${PLURAL[meal]} for next week`);
  if (prompts.length < 3) prompts.push("Find recipes that fit my allergies");
  return prompts.slice(0, 4);
}
