import { addDays, daysBetween, weekday, type IsoDate, type MealType } from "@sierra/shared";
import type { Eligible } from "./candidates";
import { buildPool } from "./pools";
import { staticCosts } from "./static-cost";
import type { Day, Problem, Slot } from "./problem-shape";
import type { PlannerInput, PlannerSlot } from "./types";
import { dayTarget, mealEnergy } from "./energy";
import { isStaple, MEAL_SHARES, varietyGapDays, WEIGHTS } from "./weights";

const mondayOf = (date: IsoDate) => addDays(date, -((weekday(date) + 6) % 7));

export function buildProblem(input: PlannerInput, eligible: Eligible, toFill: PlannerSlot[]): Problem {
  const recipes = input.recipes;
  const n = recipes.length;
  const grams = (v: number | null) => (v === null || !Number.isFinite(v) ? NaN : v);
  const kcal = Float64Array.from(recipes, (r) => grams(r.calories));
  const proteinKcal = Float64Array.from(recipes, (r) => grams(r.protein) * 4);
  const carbsKcal = Float64Array.from(recipes, (r) => grams(r.carbs) * 4);
  const fatKcal = Float64Array.from(recipes, (r) => grams(r.fat) * 9);
  const indexById = new Map<string, number>();
  recipes.forEach((r, i) => indexById.has(r.id) || indexById.set(r.id, i));

  const dates = [...new Set(toFill.map((s) => s.date))].sort();
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const weekOf = (date: IsoDate) => daysBetween(mondayOf(first), mondayOf(date)) / 7;
  const weeks = weekOf(last) + 1;

  // Targets from the meal types of each day: the slots to fill and the meals kept.
  const typesByDate = new Map<IsoDate, MealType[]>(dates.map((d) => [d, []]));
  for (const meal of [...toFill, ...input.existing]) typesByDate.get(meal.date)?.push(meal.mealType);
  const targets = new Map([...typesByDate].map(([date, types]) => [date, dayTarget(input.goals.calorieGoal, types)]));
  const shareCalOf = (date: IsoDate, mealType: MealType) => {
    const { target, shareSum } = targets.get(date)!;
    return (target * MEAL_SHARES[mealType]) / shareSum;
  };

  const allEligible = [...new Set(Object.values(eligible.byType).flat())];
  const costs = staticCosts(recipes, allEligible, input.prefs, input.seed);
  const staticCost = new Float64Array(n);
  costs.forEach((cost, index) => (staticCost[index] = cost));
  const pools = new Map<MealType, Int32Array>();
  const poolOf = (m: MealType) =>
    pools.get(m) ??
    pools
      .set(
        m,
        buildPool(
          eligible.byType[m],
          (i) => kcal[i]!,
          (i) => staticCost[i]!,
        ),
      )
      .get(m)!;
  const members = new Map<MealType, Uint8Array>();
  const inPoolOf = (m: MealType) => {
    if (!members.has(m)) {
      const member = new Uint8Array(n);
      for (const r of poolOf(m)) member[r] = 1;
      members.set(m, member);
    }
    return members.get(m)!;
  };

  const dayIndex = new Map(dates.map((date, i) => [date, i]));
  const days: Day[] = dates.map((date) => ({ date, target: targets.get(date)!.target, slots: [], fixed: new Float64Array(4) }));
  const slots: Slot[] = [...toFill]
    .sort((a, b) => a.date.localeCompare(b.date) || MEAL_ORDER[a.mealType] - MEAL_ORDER[b.mealType])
    .map((s) => ({
      ...s,
      day: daysBetween(first, s.date),
      dayRow: dayIndex.get(s.date)!,
      week: weekOf(s.date),
      shareCal: shareCalOf(s.date, s.mealType),
      pool: poolOf(s.mealType),
      inPool: inPoolOf(s.mealType),
    }));
  slots.forEach((slot, i) => days[slot.dayRow]!.slots.push(i));

  const macroShare = { protein: input.goals.macros.protein / 100, carbs: input.goals.macros.carbs / 100, fat: input.goals.macros.fat / 100 };
  const problem: Problem = {
    slots,
    days,
    kcal,
    proteinKcal,
    carbsKcal,
    fatKcal,
    staticCost,
    foods: new Array<Int32Array>(n).fill(EMPTY),
    foodCount: 0,
    weeks,
    fixedUses: new Array<readonly number[]>(n).fill(NO_USES),
    weekFixedFoods: new Int32Array(0),
    gap: varietyGapDays(input.prefs.variety, daysBetween(first, last) + 1),
    repeatWeight: WEIGHTS.repeatPerVariety * Math.min(10, Math.max(1, input.prefs.variety || 5)),
    macroShare,
  };

  const kept = input.existing.map((meal) => ({ meal, index: indexById.get(meal.recipeId) ?? -1 }));
  const foodIds = new Map<string, number>();
  const withFoods = new Set<number>([...pools.values()].flatMap((pool) => [...pool]));
  for (const { index } of kept) if (index >= 0) withFoods.add(index);
  for (const index of withFoods) {
    const keys = new Set(recipes[index]!.foodKeys.map((k) => k.trim().toLowerCase()).filter((k) => k && !isStaple(k)));
    problem.foods[index] = Int32Array.from([...keys].map((k) => foodIds.get(k) ?? foodIds.set(k, foodIds.size).get(k)!)).sort();
  }
  problem.foodCount = foodIds.size;
  problem.weekFixedFoods = new Int32Array(weeks * foodIds.size);

  for (const { meal, index } of kept) {
    if (index >= 0) problem.fixedUses[index] = [...problem.fixedUses[index]!, daysBetween(first, meal.date)];
    const week = weekOf(meal.date);
    if (index >= 0 && week >= 0 && week < weeks) for (const f of problem.foods[index]!) problem.weekFixedFoods[week * foodIds.size + f]! += 1;
    const day = dayIndex.get(meal.date);
    if (day === undefined) continue;
    const energy = new Float64Array(4);
    mealEnergy(problem, shareCalOf(meal.date, meal.mealType), index, energy);
    for (let k = 0; k < 4; k += 1) days[day]!.fixed[k]! += energy[k]!;
  }
  return problem;
}

const EMPTY = new Int32Array(0);
/** Shared by every recipe with no kept meal: 10,000 empty arrays per plan cost more than the search. */
export const NO_USES: readonly number[] = Object.freeze([]);
export const MEAL_ORDER: Record<MealType, number> = { breakfast: 0, lunch: 1, dinner: 2, snack: 3 };
