import { addDays, type SierraRequest } from "@sierra/shared";
import type { EngineReply, EngineTurn } from "../../../adapters/llm/engine";
import { capitalize, dayName, listWords, rangeName } from "./wording";

/** "what's for dinner on Friday?", "what have I planned this week?" */
export async function readPlanReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const { today, selectedDate } = turn.context;
  const day = selectedDate ?? today;
  const range = request.days ?? { start: day, end: day };
  const mealTypes = request.mealTypes;
  const { data, cards } = await turn.tools.readPlan({ start: range.start, end: range.end, mealTypes });
  const when = rangeName(range, today);
  const what = mealTypes?.length ? listWords(mealTypes) : "meals";
  if (data.meals.length === 0) {
    const future = range.end >= today;
    return {
      text: `You have no ${what} planned for ${when}.${future ? " Would you like me to plan some? Try “plan my dinners for next week”." : ""}`,
      cards: [],
    };
  }
  if (data.meals.length === 1) {
    const meal = data.meals[0]!;
    return { text: `${capitalize(dayName(meal.date, today))}'s ${meal.mealType} is ${meal.title}.`, cards };
  }
  const days = new Set(data.meals.map((m) => m.date)).size;
  const spread = range.start === range.end || days === 1 ? "" : ` across ${days} days`;
  const upcoming = data.meals.find((m) => m.date >= today && m.date <= addDays(today, 1));
  const next = upcoming ? ` Next up: ${upcoming.title} (${dayName(upcoming.date, today)}'s ${upcoming.mealType}).` : "";
  return { text: `You have ${data.meals.length} meals planned for ${when}${spread}.${next}`, cards };
}
