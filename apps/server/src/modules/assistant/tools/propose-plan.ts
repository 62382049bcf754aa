import { countOf, eachDay, weekday, type AssistantCard, type CardMeal, type IsoDate, type MealType } from "@sierra/shared";
import type { PlannedMeal, RecipeFilters, SkippedSlot, ToolResult } from "../../../adapters/llm/engine";
import { readPlannedMeals } from "./read-plan";
import { loadRecipePool, toCardRecipe, type PoolRecipe } from "./recipe-pool";
import { newCardId, type ToolScope } from "./scope";
import { chooseRecipes, type SlotToFill } from "./choose-recipes";
import { suggestionSeed } from "./suggestion-seed";

export const toCardMeal = (slot: { date: IsoDate; mealType: MealType }, recipe: PoolRecipe): CardMeal => {
  const card = toCardRecipe(recipe);
  return {
    date: slot.date,
    mealType: slot.mealType,
    recipeId: recipe.id,
    title: card.title,
    imageUrl: card.imageUrl,
    minutes: card.minutes,
    calories: card.calories,
  };
};

const toPlanned = (m: CardMeal): PlannedMeal => ({
  date: m.date,
  mealType: m.mealType,
  recipeId: m.recipeId,
  title: m.title,
  minutes: m.minutes,
  calories: m.calories,
});

/**
 * Proposes recipes for the open slots of a range: slots the calendar would refuse (subscription,
 * today's cut-off, past, too far ahead) are skipped with the calendar's reason; planned meals are
 * kept unless `replace` names the one slot being swapped. Nothing is written: the card waits for
 * the user's confirmation.
 */
export async function proposeMeals(
  scope: ToolScope,
  input: RecipeFilters & {
    start: IsoDate;
    end: IsoDate;
    mealTypes: MealType[];
    servings?: number;
    /** only these weekdays of the range (0 = Sunday) */
    weekdays?: number[];
    /** fill only this many days of the range, spread across it */
    count?: number;
    replace?: { date: IsoDate; mealType: MealType; avoidRecipeId: string | null };
  },
): Promise<ToolResult<{ proposed: PlannedMeal[]; skipped: SkippedSlot[]; current: PlannedMeal | null }>> {
  const { ctx } = scope;
  const [pool, planned] = await Promise.all([
    loadRecipePool(scope.deps.db, ctx.userId),
    readPlannedMeals(scope.deps.db, ctx.userId, { start: input.start, end: input.end }),
  ]);
  const isReplaced = (m: { date: IsoDate; mealType: MealType }) => input.replace?.date === m.date && input.replace.mealType === m.mealType;
  const kept = planned.filter((m) => !isReplaced(m));
  const current = planned.find(isReplaced) ?? null;
  // Planned slots are kept; the planner decides which of the rest the calendar allows.
  const days = eachDay(input.start, input.end).filter((date) => !input.weekdays?.length || input.weekdays.includes(weekday(date)));
  const slots: SlotToFill[] = spread(days, input.count).flatMap((date) =>
    input.mealTypes.filter((mealType) => !kept.some((m) => m.date === date && m.mealType === mealType)).map((mealType) => ({ date, mealType })),
  );
  const avoid = input.replace?.avoidRecipeId ? [input.replace.avoidRecipeId] : [];
  const { chosen, skipped } = chooseRecipes(
    pool,
    ctx,
    input,
    slots,
    kept,
    avoid,
    input.servings ?? ctx.preferences.householdSize,
    suggestionSeed(ctx.userId, scope.threadId, ctx.now),
  );
  const meals = chosen.map(({ slot, recipe }) => toCardMeal(slot, recipe));
  const cards: AssistantCard[] = meals.length ? [{ kind: "plan", id: newCardId(), status: "proposed", meals, summary: countOf(meals.length, "meal") }] : [];
  return { data: { proposed: meals.map(toPlanned), skipped, current: current && toPlanned(current) }, cards };
}

/** "3 nights next week": that many days, evenly spread over the range. */
function spread(days: IsoDate[], count: number | undefined): IsoDate[] {
  if (!count || count >= days.length) return days;
  return Array.from({ length: count }, (_, i) => days[Math.floor((i * days.length) / count)]!);
}
