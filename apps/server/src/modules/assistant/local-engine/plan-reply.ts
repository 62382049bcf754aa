import { addDays, type Intent } from "@sierra/shared";
import type { EngineReply, EngineTurn, RecipeFilters, SkippedSlot } from "../../../adapters/llm/engine";
import { chooseMealTypes } from "./meal-types";
import { capitalize, dayName, listWords, mealCount, rangeName } from "./wording";

/** Minutes a "quick" meal may take when no number was given. */
export const QUICK_MINUTES = 30;
const PLAN_DAYS_BY_DEFAULT = 7;

export function requestFilters(intent: Intent): RecipeFilters {
  const s = intent.slots;
  return {
    maxMinutes: s.maxMinutes ?? (s.quick ? QUICK_MINUTES : undefined),
    includeIngredients: s.includeIngredients,
    excludeIngredients: s.excludeIngredients,
    cuisines: s.cuisines,
    diets: s.diets,
  };
}

function describeFilters(f: RecipeFilters): string {
  const parts: string[] = [];
  if (f.diets?.length) parts.push(`all ${listWords(f.diets)}`);
  if (f.cuisines?.length) parts.push(`${listWords(f.cuisines.map(capitalize))} cuisine`);
  if (f.includeIngredients?.length) parts.push(`with ${listWords(f.includeIngredients)}`);
  if (f.excludeIngredients?.length) parts.push(`without ${listWords(f.excludeIngredients)}`);
  if (f.maxMinutes) parts.push(`each ready in ${f.maxMinutes} minutes or less`);
  return parts.length ? ` (${parts.join(", ")})` : "";
}

export function describeSkipped(skipped: SkippedSlot[], today: string): string {
  if (skipped.length === 0) return "";
  const shown = skipped.slice(0, 3).map((s) => `${dayName(s.date, today)}'s ${s.mealType} (${s.reason})`);
  const more = skipped.length > 3 ? ` and ${skipped.length - 3} more` : "";
  return ` I left out ${listWords(shown)}${more}.`;
}

const upgradeOffer = (dinnerAllowed: boolean) =>
  dinnerAllowed ? " I can plan your dinners instead." : " Choose a plan on the Subscription page and I'll start planning.";

/** "plan my dinners for next week", "fill the rest of this week with quick vegetarian meals" */
export async function planReply(intent: Intent, turn: EngineTurn): Promise<EngineReply> {
  const ctx = turn.context;
  const choice = chooseMealTypes(intent.slots.mealTypes, ctx);
  if (choice.allowed.length === 0) return { text: `${choice.refusal ?? ""}${upgradeOffer(ctx.allowedMealTypes.includes("dinner"))}`, cards: [] };
  const range = intent.slots.range ?? { start: ctx.today, end: addDays(ctx.today, PLAN_DAYS_BY_DEFAULT - 1) };
  const filters = requestFilters(intent);
  const { data, cards } = await turn.tools.proposePlan({
    ...filters,
    query: intent.slots.dish,
    start: range.start,
    end: range.end,
    mealTypes: choice.allowed,
    keepExisting: true,
  });
  const refusal = choice.refusal ? `${choice.refusal} ` : "";
  const skipped = describeSkipped(data.skipped, ctx.today);
  if (data.proposed.length === 0) {
    const why = data.skipped.length
      ? skipped
      : ` Every ${listWords(choice.allowed)} slot for ${rangeName(range, ctx.today)} is already planned, or no recipe fits${describeFilters(filters)}.`;
    return { text: `${refusal}I couldn't plan anything new.${why}`, cards: [] };
  }
  const servings = intent.slots.servings ?? ctx.preferences.householdSize;
  const text = `${refusal}Here's a plan for ${mealCount(data.proposed.length, choice.allowed)}, ${rangeName(range, ctx.today)}${describeFilters(filters)}, for ${servings} ${servings === 1 ? "person" : "people"}.${skipped} Nothing is on your calendar until you add it.`;
  return { text, cards };
}

/** "swap Tuesday's dinner for something quicker", "something different for tonight" */
export async function swapReply(intent: Intent, turn: EngineTurn): Promise<EngineReply> {
  const ctx = turn.context;
  const date = intent.slots.range?.start ?? ctx.selectedDate ?? ctx.today;
  const choice = chooseMealTypes(intent.slots.mealTypes?.slice(0, 1), ctx, ["dinner"]);
  const mealType = choice.allowed[0];
  if (!mealType) return { text: `${choice.refusal ?? ""}${upgradeOffer(ctx.allowedMealTypes.includes("dinner"))}`, cards: [] };
  const { data, cards } = await turn.tools.swapMeal({ ...requestFilters(intent), date, mealType, quicker: intent.slots.quick });
  const day = dayName(date, ctx.today);
  if (!data.proposed) {
    if (data.skipped[0]) return { text: `I can't change ${day}'s ${mealType}: ${data.skipped[0].reason}.`, cards: [] };
    return { text: `I couldn't find another ${mealType} for ${day} that fits your allergies and this request. Try fewer conditions?`, cards: [] };
  }
  const p = data.proposed;
  const minutes = p.minutes ? ` (${p.minutes} minutes)` : "";
  const text = data.current
    ? `Instead of ${data.current.title}${data.current.minutes ? ` (${data.current.minutes} minutes)` : ""}, how about ${p.title}${minutes} for ${day}'s ${mealType}? Swap it in?`
    : `Nothing is planned for ${day}'s ${mealType} yet. How about ${p.title}${minutes}? Add it to your calendar?`;
  return { text, cards };
}
