import type { SierraRequest } from "@sierra/shared";
import type { EngineReply, EngineTurn } from "../../../adapters/llm/engine";
import { dayName, listWords, rangeName } from "./wording";

/**
 * "clear friday", "take everything off next week": the planned meals of the range are shown and
 * nothing is removed until the user says yes (the next message's confirm applies it).
 */
export async function removeReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const ctx = turn.context;
  const days = request.days ?? { start: ctx.selectedDate ?? ctx.today, end: ctx.selectedDate ?? ctx.today };
  const { data, cards } = await turn.tools.readPlan({ start: days.start, end: days.end, mealTypes: request.mealTypes });
  const meals = data.meals.filter((m) => !days.weekdays?.length || days.weekdays.includes(new Date(`${m.date}T12:00:00Z`).getUTCDay()));
  const when = rangeName(days, ctx.today);
  if (meals.length === 0)
    return {
      text: `There's nothing planned for ${when}${request.mealTypes?.length ? ` (${listWords(request.mealTypes)})` : ""}, so there's nothing to remove.`,
      cards: [],
    };
  const names = meals.slice(0, 5).map((m) => `${m.title} (${dayName(m.date, ctx.today)})`);
  const more = meals.length > 5 ? ` and ${meals.length - 5} more` : "";
  return {
    text: `Remove ${meals.length === 1 ? "this meal" : `these ${meals.length} meals`} from ${when}: ${listWords(names)}${more}? Say “yes” to remove ${meals.length === 1 ? "it" : "them"}; nothing is removed until you do.`,
    cards,
    state: {
      lastRequest: { ...request, days },
      shown: { kind: "proposal", items: meals.map((m) => ({ title: m.title, recipeId: m.recipeId ?? undefined, date: m.date, mealType: m.mealType })) },
    },
  };
}

/** The confirmed removal: exactly the meals that were shown. */
export async function applyRemoval(last: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const items = turn.state?.shown?.items ?? [];
  let removed = 0;
  for (const item of items) {
    if (!item.date || !item.mealType) continue;
    const { data } = await turn.tools.removeMeals({ start: item.date, end: item.date, mealTypes: [item.mealType] });
    removed += data.removed.length;
  }
  const when = last.days ? rangeName(last.days, turn.context.today) : "those days";
  return { text: `Removed ${removed} ${removed === 1 ? "meal" : "meals"} from ${when}.`, cards: [], state: null };
}
