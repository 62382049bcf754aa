import { addDays, countOf, type AssistantCard, type CardMeal, type DialogueState, type ShownItem, type SierraRequest } from "@sierra/shared";
import type { EngineReply, EngineTurn, PlannedMeal, SkippedSlot } from "../../../adapters/llm/engine";
import { newCardId } from "../tools/scope";
import { chooseMealTypes } from "./meal-types";
import { describeFilters, filtersOf, uncheckedConstraints } from "./request-filters";
import { capitalize, dayName, listWords, mealCount, rangeName } from "./wording";

const PLAN_DAYS_BY_DEFAULT = 7;

export function describeSkipped(skipped: SkippedSlot[], today: string): string {
  if (skipped.length === 0) return "";
  const shown = skipped.slice(0, 3).map((s) => `${dayName(s.date, today)}'s ${s.mealType} (${s.reason})`);
  const more = skipped.length > 3 ? ` and ${skipped.length - 3} more` : "";
  return ` I left out ${listWords(shown)}${more}.`;
}

const upgradeOffer = (dinnerAllowed: boolean) =>
  dinnerAllowed ? " I can plan your dinners instead." : " Choose a plan on the Subscription page and I'll start planning.";

const shownOf = (meals: PlannedMeal[]): ShownItem[] =>
  meals.map((m) => ({ title: m.title, ...(m.recipeId ? { recipeId: m.recipeId } : {}), date: m.date, mealType: m.mealType }));
export const proposalState = (request: SierraRequest, meals: PlannedMeal[]): DialogueState => ({
  lastRequest: { ...request, followUp: undefined },
  shown: { kind: "proposal", items: shownOf(meals) },
});

/** "Mon Dec 7: Chicken Tikka; Tue Dec 8: Beef Ragu": the card's own meals, so text and card agree. */
function mealLines(meals: PlannedMeal[], today: string): string {
  const shown = meals
    .slice(0, 7)
    .map((m) => `${capitalize(dayName(m.date, today))}${meals.some((o) => o.mealType !== m.mealType) ? ` ${m.mealType}` : ""}: ${m.title}`);
  return `${shown.join("; ")}${meals.length > 7 ? `; and ${meals.length - 7} more` : ""}`;
}

/** The latest plan card this thread showed (for replacing one of its meals). */
function lastPlanCard(turn: EngineTurn): Extract<AssistantCard, { kind: "plan" }> | undefined {
  for (const message of [...turn.history].reverse()) for (const card of message.cards) if (card.kind === "plan" && card.status === "proposed") return card;
  return undefined;
}

/**
 * "plan next week's dinners, vegetarian", and its follow-ups: refine (constraints), narrow or move
 * the days, change servings, replace one meal of the last proposal, or plan recipes picked from the
 * last list. A refined proposal replaces the last one (which is set aside).
 */
export async function planReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const ctx = turn.context;
  const choice = chooseMealTypes(request.mealTypes, ctx);
  if (choice.allowed.length === 0) return { text: `${choice.refusal ?? ""}${upgradeOffer(ctx.allowedMealTypes.includes("dinner"))}`, cards: [] };
  const follow = request.followUp;
  if (follow?.op === "replace_item" && follow.of === "proposal") return replaceReply(request, turn);
  const days = request.days ?? { start: ctx.today, end: addDays(ctx.today, PLAN_DAYS_BY_DEFAULT - 1) };
  const filters = filtersOf(request);
  const picked = follow?.op === "choose_item" && follow.of === "list" ? pickedRecipes(turn.state, follow.items) : [];
  if (follow?.of === "proposal") await turn.tools.dismissLatest();
  const servings = request.constraints?.servings ?? ctx.preferences.householdSize;
  const { data, cards } = await turn.tools.proposePlan({
    ...(picked.length ? { onlyRecipeIds: picked.map((p) => p.recipeId!) } : filters),
    start: days.start,
    end: days.end,
    weekdays: days.weekdays,
    count: picked.length ? Math.min(picked.length, days.count ?? picked.length) : days.count,
    mealTypes: choice.allowed,
    servings,
    keepExisting: true,
  });
  const refusal = choice.refusal ? `${choice.refusal} ` : "";
  const skipped = describeSkipped(data.skipped, ctx.today);
  if (data.proposed.length === 0) {
    const why = data.skipped.length
      ? skipped
      : ` Every ${listWords(choice.allowed)} slot for ${rangeName(days, ctx.today)} is already planned, or no recipe fits${describeFilters(filters)}.`;
    return { text: `${refusal}I couldn't plan anything new.${why}`, cards: [] };
  }
  const what = picked.length ? "" : `${describeFilters(filters)}${uncheckedConstraints(request)}`;
  const text = `${refusal}Here's a plan for ${mealCount(data.proposed.length, choice.allowed)}, ${rangeName(days, ctx.today)}, for ${servings} ${servings === 1 ? "person" : "people"}: ${mealLines(data.proposed, ctx.today)}.${what ? ` ${what.trim().startsWith("(") ? `Each meets your request ${what.trim()}` : what.trim()}` : ""}${skipped} Nothing is on your calendar until you add it.`;
  return { text: text.replace(/\)\s*I couldn't/, "). I couldn't"), cards, state: proposalState(request, data.proposed) };
}

function pickedRecipes(state: DialogueState | undefined, items: number[] | undefined): ShownItem[] {
  const shown = state?.shown?.items ?? [];
  return (items ?? []).map((i) => shown[i - 1]).filter((item): item is ShownItem => Boolean(item?.recipeId));
}

/** "not the beef one, something with fish": new meals for those slots, the rest of the proposal kept. */
async function replaceReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const ctx = turn.context;
  const card = lastPlanCard(turn);
  const shown = turn.state?.shown?.items ?? [];
  const targets = (request.followUp?.items ?? []).map((i) => shown[i - 1]).filter((s): s is ShownItem => Boolean(s?.date && s.mealType));
  // The proposal is already on the calendar (or was set aside): replacing a meal is a swap there.
  if (!card && targets[0])
    return swapReply({ ...request, action: "swap_meal", days: { start: targets[0].date!, end: targets[0].date! }, mealTypes: [targets[0].mealType!] }, turn);
  if (!card || targets.length === 0)
    return { text: "I couldn't tell which meal to replace. Say its day or its place in the list, for example “swap the second one”.", cards: [] };
  const avoid = shown.flatMap((s) => (s.recipeId ? [s.recipeId] : []));
  const replaced: CardMeal[] = [];
  const failed: string[] = [];
  for (const target of targets) {
    const { cards } = await turn.tools.proposePlan({
      ...filtersOf(request),
      avoidRecipeIds: avoid,
      start: target.date!,
      end: target.date!,
      mealTypes: [target.mealType!],
      servings: request.constraints?.servings ?? ctx.preferences.householdSize,
    });
    const meal = cards.flatMap((c) => (c.kind === "plan" ? c.meals : []))[0];
    if (meal) replaced.push(meal);
    else failed.push(target.title);
  }
  if (replaced.length === 0)
    return { text: `I couldn't find another recipe for ${listWords(failed)} that fits${describeFilters(filtersOf(request))}.`, cards: [] };
  await turn.tools.dismissLatest();
  const isTarget = (m: CardMeal) => replaced.some((r) => r.date === m.date && r.mealType === m.mealType);
  const meals = [...card.meals.filter((m) => !isTarget(m)), ...replaced].sort((a, b) => a.date.localeCompare(b.date));
  const planCard: AssistantCard = { kind: "plan", id: newCardId(), status: "proposed", meals, summary: countOf(meals.length, "meal") };
  const swaps = replaced.map((r) => `${targets.find((t) => t.date === r.date)?.title ?? "that meal"} is now ${r.title} (${dayName(r.date, ctx.today)})`);
  const notFound = failed.length ? ` I couldn't find another recipe for ${listWords(failed)}.` : "";
  const text = `${capitalize(listWords(swaps))}${describeFilters(filtersOf(request))}.${notFound} The rest of the plan stays as it was. Nothing is on your calendar until you add it.`;
  return {
    text,
    cards: [planCard],
    state: proposalState(
      request,
      meals.map(({ imageUrl: _, ...m }) => m),
    ),
  };
}

/** "swap Tuesday's dinner for something quicker", "something different for tonight" */
export async function swapReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const ctx = turn.context;
  const date = request.days?.start ?? ctx.selectedDate ?? ctx.today;
  const choice = chooseMealTypes(request.mealTypes?.slice(0, 1) ?? (await plannedMealMeant(date, turn)), ctx, ["dinner"]);
  const mealType = choice.allowed[0];
  if (!mealType) return { text: `${choice.refusal ?? ""}${upgradeOffer(ctx.allowedMealTypes.includes("dinner"))}`, cards: [] };
  const quicker = /\bquick|fast|speedy/i.test(turn.message) && request.constraints?.maxMinutes === 30;
  const { data, cards } = await turn.tools.swapMeal({
    ...filtersOf(request),
    maxMinutes: quicker ? undefined : request.constraints?.maxMinutes,
    date,
    mealType,
    quicker,
  });
  const day = dayName(date, ctx.today);
  if (!data.proposed) {
    if (data.skipped[0]) return { text: `I can't change ${day}'s ${mealType}: ${data.skipped[0].reason}.`, cards: [] };
    return { text: `I couldn't find another ${mealType} for ${day} that fits your household and this request. Try fewer conditions?`, cards: [] };
  }
  const p = data.proposed;
  const minutes = p.minutes ? ` (${p.minutes} minutes)` : "";
  const text = data.current
    ? `Instead of ${data.current.title}${data.current.minutes ? ` (${data.current.minutes} minutes)` : ""}, how about ${p.title}${minutes} for ${day}'s ${mealType}?${uncheckedConstraints(request)} Swap it in?`
    : `Nothing is planned for ${day}'s ${mealType} yet. How about ${p.title}${minutes}?${uncheckedConstraints(request)} Add it to your calendar?`;
  return { text, cards, state: proposalState({ ...request, action: "swap_meal", mealTypes: [mealType] }, [p]) };
}

/**
 * "swap friday", "swap sunday's roast": no meal named, so the meal planned that day is meant (the
 * one whose title the message names, or the only one); undefined leaves the default, dinner.
 */
async function plannedMealMeant(date: string, turn: EngineTurn): Promise<SierraRequest["mealTypes"]> {
  const { data } = await turn.tools.readPlan({ start: date, end: date });
  const words = turn.message.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const named = data.meals.filter((m) => words.some((w) => m.title.toLowerCase().includes(w)));
  const meal = named.length === 1 ? named[0] : data.meals.length === 1 ? data.meals[0] : undefined;
  return meal ? [meal.mealType] : undefined;
}
