import { addDays, type SierraRequest } from "@sierra/shared";
import type { EngineReply, EngineTurn } from "../../../adapters/llm/engine";
import { capitalize, dayName, listWords, rangeName } from "./wording";

const LIST_DAYS_BY_DEFAULT = 7;

/** "make a shopping list for next week": the kitchen's own list service, and where to find it. */
export async function shoppingReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const today = turn.context.today;
  const days = request.days ?? { start: today, end: addDays(today, LIST_DAYS_BY_DEFAULT - 1) };
  const { data } = await turn.tools.makeShoppingList({ start: days.start, end: days.end });
  const what =
    data.items === 0
      ? "It's empty: nothing is planned for those days, or your pantry already has it all."
      : `It has ${data.items} ${data.items === 1 ? "item" : "items"}, less what your pantry already holds.`;
  return {
    text: `I made a shopping list “${data.name}” from your meals for ${rangeName(days, today)}. ${what} You'll find it on the Shopping Lists page.`,
    cards: [],
  };
}

/** "how many calories have I planned this week?", "protein in tuesday's dinner": from computed nutrition only. */
export async function nutritionReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const ctx = turn.context;
  const days = request.days ?? { start: ctx.selectedDate ?? ctx.today, end: ctx.selectedDate ?? ctx.today };
  const { data } = await turn.tools.planNutrition({ start: days.start, end: days.end, mealTypes: request.mealTypes });
  const when = rangeName(days, ctx.today);
  if (data.meals.length === 0) return { text: `You have nothing planned for ${when}, so there's no nutrition to add up.`, cards: [] };
  const measure = request.nutrition?.measure ?? "calories";
  const known = data.meals.filter((m) => m.calories !== null);
  const unknown = data.meals.length - known.length;
  const sum = (key: "calories" | "protein" | "carbs" | "fat") => known.reduce((total, m) => total + (m[key] ?? 0), 0);
  const missing = unknown
    ? ` ${unknown} ${unknown === 1 ? "meal has" : "meals have"} no computed nutrition and ${unknown === 1 ? "is" : "are"} not counted.`
    : "";
  if (request.nutrition?.scope === "meal" && known.length === 1) {
    const m = known[0]!;
    return {
      text: `${capitalize(dayName(m.date, ctx.today))}'s ${m.mealType}, ${m.title}, has ${m.calories} calories, ${m.protein ?? "?"} g protein, ${m.carbs ?? "?"} g carbs and ${m.fat ?? "?"} g fat a serving.`,
      cards: [],
    };
  }
  const dayCount = new Set(data.meals.map((m) => m.date)).size;
  const totals =
    measure === "macros"
      ? `${sum("calories")} calories, ${sum("protein")} g protein, ${sum("carbs")} g carbs and ${sum("fat")} g fat`
      : measure === "calories"
        ? `${sum("calories")} calories`
        : `${sum(measure)} g of ${measure}`;
  let goal = "";
  if (request.nutrition?.againstGoal || measure === "calories") {
    const target = ctx.goals.calorieGoal * dayCount;
    const diff = sum("calories") - target;
    goal = ` Your goal is ${ctx.goals.calorieGoal} calories a day, ${target} over these ${dayCount} ${dayCount === 1 ? "day" : "days"}: you're ${Math.abs(diff)} ${diff > 0 ? "over" : "under"} it with what's planned.`;
  }
  const per = known.length ? ` (${listWords(known.slice(0, 3).map((m) => `${m.title} ${m.calories}`))}${known.length > 3 ? "…" : ""})` : "";
  return {
    text: `Your ${data.meals.length} planned ${data.meals.length === 1 ? "meal" : "meals"} for ${when} add up to ${totals} a serving each${per}.${missing}${goal}`,
    cards: [],
  };
}
