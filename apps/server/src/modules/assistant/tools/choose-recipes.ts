import { compileHousehold, NO_HOUSEHOLD_LIMITS, upgradeMessage, type CardMeal, type IsoDate, type MealType } from "@sierra/shared";
import type { AssistantContext, RecipeFilters, SkippedSlot } from "../../../adapters/llm/engine";
import { planMeals } from "../planner";
import { fitsRequest, queryScore } from "./recipe-filter";
import type { PoolRecipe } from "./recipe-pool";

export interface SlotToFill {
  date: IsoDate;
  mealType: MealType;
}

export interface Choice {
  chosen: { slot: SlotToFill; recipe: PoolRecipe }[];
  skipped: SkippedSlot[];
}

const NO_LIMITS = compileHousehold(NO_HOUSEHOLD_LIMITS);
/** A single suggestion is drawn among this many best fits (docs/decisions/053). */
const SINGLE_DRAW = 4;

/**
 * Which recipe goes in which slot: the optimiser of docs/decisions/036 over the recipes this
 * request allows (its cuisines and words as hard filters). The planner itself applies the household
 * rule (the household's allergies, diets and dislikes with the request's diets and left-out foods),
 * the calendar's slot rules, the calorie and macro goals, the variety preference and the meals already planned.
 */
export function chooseRecipes(
  pool: PoolRecipe[],
  ctx: AssistantContext,
  filters: RecipeFilters,
  slots: SlotToFill[],
  kept: CardMeal[],
  avoid: string[],
  servings: number,
  seed: number,
): Choice {
  if (slots.length !== 1) return bestFits(pool, ctx, filters, slots, kept, avoid, servings, seed);
  // One slot: the planner's best would be the same dinner for every user with the same calorie goal
  // (the calorie band dominates the cost), so the seed draws among the few best fits instead.
  let choice = bestFits(pool, ctx, filters, slots, kept, avoid, servings, seed);
  const taken = [...avoid];
  for (let draw = seed % SINGLE_DRAW; draw > 0 && choice.chosen[0]; draw -= 1) {
    taken.push(choice.chosen[0].recipe.id);
    const next = bestFits(pool, ctx, filters, slots, kept, taken, servings, seed);
    if (!next.chosen[0]) break;
    choice = next;
  }
  return choice;
}

function bestFits(
  pool: PoolRecipe[],
  ctx: AssistantContext,
  filters: RecipeFilters,
  slots: SlotToFill[],
  kept: CardMeal[],
  avoid: string[],
  servings: number,
  seed: number,
): Choice {
  const allowed = pool.filter(
    (r) =>
      !avoid.includes(r.id) &&
      fitsRequest(
        r,
        {
          cuisines: filters.cuisines,
          maxCalories: filters.maxCalories,
          minProtein: filters.minProtein,
          avoidRecipeIds: filters.avoidRecipeIds,
          onlyRecipeIds: filters.onlyRecipeIds,
        },
        NO_LIMITS,
      ) &&
      (!filters.query?.trim() || queryScore(r, filters.query) > 0),
  );
  const byId = new Map(allowed.map((r) => [r.id, r]));
  const result = planMeals({
    recipes: allowed.map((r) => r.planner),
    slots,
    existing: kept.filter((m) => m.recipeId).map((m) => ({ date: m.date, mealType: m.mealType, recipeId: m.recipeId })),
    rules: { allowedMealTypes: ctx.allowedMealTypes, now: ctx.now, timeZone: ctx.timeZone },
    household: { limits: ctx.household, size: servings },
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
    // Varies by user, thread and moment (suggestion-seed.ts), reproducible within one ask.
    seed,
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
