import { upgradeMessage, type CardMeal, type IsoDate, type MealType } from "@sierra/shared";
import type { AssistantContext, RecipeFilters, SkippedSlot } from "../../../adapters/llm/engine";
import { planMeals } from "../planner";
import { fitsRequest, queryScore, withRequestExclusions, type Exclusions } from "./recipe-filter";
import type { PoolRecipe } from "./recipe-pool";

export interface SlotToFill {
  date: IsoDate;
  mealType: MealType;
}

export interface Choice {
  chosen: { slot: SlotToFill; recipe: PoolRecipe }[];
  skipped: SkippedSlot[];
}

const NO_EXCLUSIONS: Exclusions = { requiredTags: [], words: [] };

/**
 * Which recipe goes in which slot: the optimiser of docs/decisions/036 over the recipes this
 * request allows (its cuisines, words and exclusions as hard filters). The planner itself applies
 * the household's allergies and dislikes, the calendar's slot rules, the calorie and macro goals,
 * the variety preference and the meals already planned.
 */
export function chooseRecipes(
  pool: PoolRecipe[],
  ctx: AssistantContext,
  filters: RecipeFilters,
  slots: SlotToFill[],
  kept: CardMeal[],
  avoid: string[],
  servings: number,
): Choice {
  const requestOnly = withRequestExclusions(NO_EXCLUSIONS, filters.excludeIngredients);
  const allowed = pool.filter(
    (r) =>
      !avoid.includes(r.id) &&
      fitsRequest(r, { cuisines: filters.cuisines, diets: filters.diets }, requestOnly) &&
      (!filters.query?.trim() || queryScore(r, filters.query) > 0),
  );
  const byId = new Map(allowed.map((r) => [r.id, r]));
  const result = planMeals({
    recipes: allowed.map((r) => r.planner),
    slots,
    existing: kept.filter((m) => m.recipeId).map((m) => ({ date: m.date, mealType: m.mealType, recipeId: m.recipeId })),
    rules: { allowedMealTypes: ctx.allowedMealTypes, now: ctx.now, timeZone: ctx.timeZone },
    household: { allergies: ctx.preferences.allergies, dislikes: ctx.preferences.dislikes, size: servings },
    goals: { calorieGoal: ctx.goals.calorieGoal, macros: ctx.goals.macros },
    prefs: {
      cuisines: ctx.preferences.cuisines,
      variety: ctx.preferences.varietyPreference,
      maxMinutes: filters.maxMinutes ?? null,
      diets: filters.diets,
      includeFoods: filters.includeIngredients,
      excludeFoods: filters.excludeIngredients,
      complexity: ctx.preferences.cookingComplexity,
      // More than a preferred cuisine's bonus: asking again, or for "something different", gives a new mix.
      shuffle: 12,
    },
    // A new proposal each time ("something different"), reproducible within one request.
    seed: Math.floor(Math.random() * 2 ** 31),
  });
  const chosen = result.meals.flatMap((m) => {
    const recipe = byId.get(m.recipeId);
    const slot = slots.find((s) => s.date === m.date && s.mealType === m.mealType);
    return recipe && slot ? [{ slot, recipe }] : [];
  });
  // The calendar's own upgrade sentence, which names the user's subscription.
  const reason = (s: (typeof result.skipped)[number]) => (s.reason === "upgrade" ? upgradeMessage(s.mealType, ctx.subscription) : s.message);
  return { chosen, skipped: result.skipped.map((s) => ({ date: s.date, mealType: s.mealType, reason: reason(s) })) };
}
