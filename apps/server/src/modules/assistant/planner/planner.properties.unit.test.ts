import { addDays, daysBetween, DIETS, isSafeFor, MEAL_TYPES, mergeHouseholds, requestLimits, slotState, type MealType } from "@sierra/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planMeals } from "./plan-meals";
import { input, MONDAY, recipe } from "./test-instances";
import type { PlannerInput, PlannerRecipe } from "./types";
import { MEAL_SHARES, varietyGapDays } from "./weights";

const FOODS = [
  "chicken",
  "rice",
  "tomato",
  "toasted sesame oil",
  "cremini mushroom",
  "basil",
  "lentil",
  "shrimp",
  "almond",
  "cheddar cheese",
  "oat",
  "egg",
  "kalamata olive",
  "kiwi",
  "tamari",
  "bacon",
  "worcestershire sauce",
  "dashi",
  "white wine",
  "zorblat paste",
];
const DISLIKES = ["mushrooms", "olives", "basil", "tomatoes", "pork", "kiwis"];
const ALLERGIES = ["peanuts", "dairy", "gluten", "eggs", "shellfish", "sesame", "soy", "fish", "kiwis", "zorblat", "none"];

const recipeArb = fc.record({
  mealTypes: fc.subarray([...MEAL_TYPES], { minLength: 1 }),
  calories: fc.option(fc.integer({ min: 50, max: 1500 }), { nil: null }),
  protein: fc.option(fc.integer({ min: 0, max: 80 }), { nil: null }),
  minutes: fc.option(fc.integer({ min: 5, max: 180 }), { nil: null }),
  complexity: fc.constantFrom("simple", "complex"),
  cuisine: fc.constantFrom("italian", "thai", "mexican"),
  foodKeys: fc.subarray(FOODS, { maxLength: 5 }),
});

const offset = fc.integer({ min: -3, max: 40 });
const instanceArb = fc
  .record({
    recipes: fc.array(recipeArb, { maxLength: 40 }),
    slots: fc.array(fc.record({ offset, mealType: fc.constantFrom(...MEAL_TYPES) }), { maxLength: 30 }),
    existing: fc.array(fc.record({ offset, mealType: fc.constantFrom(...MEAL_TYPES), pick: fc.nat() }), { maxLength: 6 }),
    allowed: fc.subarray([...MEAL_TYPES]),
    // Any minute of Monday 2026-03-02 in New York, so today's cut-offs are crossed.
    minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    allergies: fc.subarray(ALLERGIES),
    dislikes: fc.subarray(DISLIKES, { maxLength: 2 }),
    excludeFoods: fc.subarray(DISLIKES, { maxLength: 2 }),
    householdDiets: fc.subarray([...DIETS], { maxLength: 2 }),
    diets: fc.subarray(["vegetarian", "vegan", "Gluten Free", "nut-free", "paleo"], { maxLength: 2 }),
    maxMinutes: fc.option(fc.integer({ min: 10, max: 120 }), { nil: undefined }),
    variety: fc.integer({ min: 1, max: 10 }),
    quick: fc.boolean(),
    seed: fc.nat(),
  })
  .map((a): PlannerInput => {
    const recipes = a.recipes.map((r, i) => recipe(`r${i}`, { ...r, carbs: null, fat: null }));
    return input({
      recipes,
      slots: a.slots.map((s) => ({ date: addDays(MONDAY, s.offset), mealType: s.mealType })),
      existing: a.existing.map((e) => ({
        date: addDays(MONDAY, e.offset),
        mealType: e.mealType,
        recipeId: recipes.length ? recipes[e.pick % recipes.length]!.id : "gone",
      })),
      rules: { allowedMealTypes: a.allowed, now: new Date(Date.UTC(2026, 2, 2, 5, a.minute)), timeZone: "America/New_York" },
      household: { limits: { allergies: a.allergies, diets: a.householdDiets, dislikes: a.dislikes }, size: 3 },
      prefs: { cuisines: ["thai"], variety: a.variety, quick: a.quick, maxMinutes: a.maxMinutes, diets: a.diets, excludeFoods: a.excludeFoods },
      seed: a.seed,
    });
  });

/** The hard rules: the one household rule (household and request limits together) and the time limit. */
function allowedRecipe(plan: PlannerInput, r: PlannerRecipe): boolean {
  const limits = mergeHouseholds(plan.household.limits, requestLimits({ diets: plan.prefs.diets, exclude: plan.prefs.excludeFoods }));
  const minutes = r.minutes ?? (r.complexity === "simple" ? 30 : 45);
  return isSafeFor(r, limits) && (plan.prefs.maxMinutes === undefined || plan.prefs.maxMinutes === null || minutes <= plan.prefs.maxMinutes);
}

/**
 * Instances with a plan that meets both the gap and the calorie band: for each meal type, at
 * least min(days, gap) recipes of that type alone within ±7 % of its share of the target (so
 * any mix of them lands within the band), beside decoys far off target that carry every bonus
 * (preferred cuisine, quick, shared foods) to tempt the search away.
 */
const feasibleArb = fc
  .record({
    days: fc.integer({ min: 1, max: 10 }),
    types: fc.subarray([...MEAL_TYPES], { minLength: 1 }),
    variety: fc.integer({ min: 1, max: 10 }),
    goal: fc.integer({ min: 1200, max: 3500 }),
    extra: fc.integer({ min: 0, max: 3 }),
    spread: fc.array(fc.double({ min: 0.93, max: 1.07, noNaN: true }), { minLength: 40, maxLength: 40 }),
    macros: fc.array(fc.integer({ min: 5, max: 60 }), { minLength: 40, maxLength: 40 }),
    seed: fc.nat(),
  })
  .map(({ days, types, variety, goal, extra, spread, macros, seed }) => {
    const gap = varietyGapDays(variety, days);
    const shareSum = types.reduce((sum, t) => sum + MEAL_SHARES[t], 0);
    const ideal = (t: MealType) => (goal * Math.min(1, shareSum) * MEAL_SHARES[t]) / shareSum;
    const recipes = types.flatMap((t, ti) => [
      ...Array.from({ length: Math.min(days, gap) + extra }, (_, i) =>
        recipe(`${t}${i}`, {
          mealTypes: [t],
          calories: Math.round(ideal(t) * spread[(ti * 10 + i) % 40]!),
          protein: macros[(ti * 10 + i) % 40]!,
          cuisine: "french",
          minutes: 60,
          foodKeys: [`${t} food ${i}`],
        }),
      ),
      recipe(`${t}-light`, { mealTypes: [t], calories: Math.round(ideal(t) * 0.3), cuisine: "thai", minutes: 5, foodKeys: ["basil", "lime", "rice"] }),
      recipe(`${t}-heavy`, { mealTypes: [t], calories: Math.round(ideal(t) * 2.5), cuisine: "thai", minutes: 5, foodKeys: ["basil", "lime", "rice"] }),
    ]);
    const slots = Array.from({ length: days }, (_, d) => types.map((mealType) => ({ date: addDays(MONDAY, d), mealType }))).flat();
    const plan = input({
      recipes,
      slots,
      goals: { calorieGoal: goal, macros: { protein: 30, carbs: 40, fat: 30 } },
      prefs: { cuisines: ["thai"], variety, quick: true },
      seed,
    });
    return { plan, gap };
  });

// The search runs thousands of moves per plan: these properties take seconds, not milliseconds.
describe("planMeals properties", { timeout: 60_000 }, () => {
  it("never plans an allergen, a dislike, an excluded food, a missing diet or a recipe over the time limit", () => {
    fc.assert(
      fc.property(instanceArb, (plan) => {
        const byId = new Map(plan.recipes.map((r) => [r.id, r]));
        for (const meal of planMeals(plan).meals) expect(allowedRecipe(plan, byId.get(meal.recipeId)!)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("fills only open slots that were asked for, allowed, free and of the recipe's meal type; every slot is answered once", () => {
    fc.assert(
      fc.property(instanceArb, (plan) => {
        const result = planMeals(plan);
        const byId = new Map(plan.recipes.map((r) => [r.id, r]));
        const key = (s: { date: string; mealType: string }) => `${s.date}|${s.mealType}`;
        const kept = new Set(plan.existing.map(key));
        const { allowedMealTypes: allowed, now, timeZone } = plan.rules;
        for (const meal of result.meals) {
          expect(allowed).toContain(meal.mealType);
          expect(kept.has(key(meal))).toBe(false);
          expect(slotState({ date: meal.date, mealType: meal.mealType, allowed, hasMeal: false, now, timeZone })).toBe("open");
          expect(byId.get(meal.recipeId)!.mealTypes).toContain(meal.mealType);
        }
        for (const skip of result.skipped) {
          if (skip.reason === "no_recipe") expect(plan.recipes.some((r) => r.mealTypes.includes(skip.mealType) && allowedRecipe(plan, r))).toBe(false);
          else expect(slotState({ ...skip, allowed, hasMeal: kept.has(key(skip)), now, timeZone })).toBe(skip.reason);
        }
        const answered = [...result.meals, ...result.skipped].map(key);
        expect(answered.sort()).toEqual([...new Set(plan.slots.map(key))].sort());
      }),
      { numRuns: 150 },
    );
  });

  it("is deterministic for a seed", () => {
    fc.assert(
      fc.property(instanceArb, (plan) => {
        expect(planMeals(plan)).toEqual(planMeals(plan));
      }),
      { numRuns: 30 },
    );
  });

  it("keeps the variety gap between repeats whenever the catalogue has enough recipes", () => {
    fc.assert(
      fc.property(feasibleArb, ({ plan, gap }) => {
        const result = planMeals(plan);
        const days = new Map<string, string[]>();
        for (const meal of [...plan.existing, ...result.meals]) days.set(meal.recipeId, [...(days.get(meal.recipeId) ?? []), meal.date]);
        for (const dates of days.values()) {
          const sorted = dates.sort();
          for (let i = 1; i < sorted.length; i += 1) expect(daysBetween(sorted[i - 1]!, sorted[i]!)).toBeGreaterThanOrEqual(gap);
        }
      }),
      { numRuns: 50 },
    );
  });

  it("keeps every day within ±10 % of its calorie target whenever the catalogue allows", () => {
    fc.assert(
      fc.property(feasibleArb, ({ plan }) => {
        const result = planMeals(plan);
        expect(result.meals).toHaveLength(plan.slots.length);
        for (const day of result.report.perDay) expect(Math.abs(day.calories - day.target)).toBeLessThanOrEqual(0.1 * day.target + 1);
      }),
      { numRuns: 50 },
    );
  });
});
