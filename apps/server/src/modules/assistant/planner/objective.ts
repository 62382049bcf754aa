import { mealEnergy } from "./energy";
import type { Problem } from "./problem-shape";
import { CALORIE_BAND, WEIGHTS } from "./weights";

/**
 * One day's cost from its kcal and the kcal of its protein, carbs and fat: the relative distance
 * from the target, a fixed cost once outside ±10 % plus a steeper slope beyond it, and each
 * macro's distance from its share of the day's calories (relative to the target).
 */
export function dayCost(p: Problem, target: number, sums: ArrayLike<number>): number {
  const cal = sums[0]!;
  const dev = Math.abs(cal - target) / target;
  const band = dev > CALORIE_BAND + 1e-9 ? WEIGHTS.calorieBand + WEIGHTS.calorieOver * (dev - CALORIE_BAND) : 0;
  const { protein, carbs, fat } = p.macroShare;
  const macro = Math.abs(sums[1]! - protein * cal) + Math.abs(sums[2]! - carbs * cal) + Math.abs(sums[3]! - fat * cal);
  return WEIGHTS.calorie * dev + band + (WEIGHTS.macro * macro) / target;
}

export interface Evaluation {
  total: number;
  days: number;
  /** days outside the ±10 % band */
  daysOffTarget: number;
  recipeCost: number;
  /** pairs of uses of one recipe closer than the variety gap (at least one of them planned now) */
  spacingPairs: number;
  /** extra uses of recipes, kept meals included */
  repeats: number;
  /** ingredients shared with another meal of the same week */
  reuse: number;
}

/**
 * The objective from scratch: the sum of the day costs, the recipe-only costs, the spacing and
 * repeat penalties, minus the shared-ingredient bonus. The search keeps it up to date move by move
 * (search-state.ts) and the reference MILP (milp-reference.ts) encodes exactly this.
 */
export function evaluate(p: Problem, assign: Int32Array): Evaluation {
  const energy = new Float64Array(4);
  const result: Evaluation = { total: 0, days: 0, daysOffTarget: 0, recipeCost: 0, spacingPairs: 0, repeats: 0, reuse: 0 };
  for (const day of p.days) {
    const sums = Float64Array.from(day.fixed);
    for (const s of day.slots) {
      mealEnergy(p, p.slots[s]!.shareCal, assign[s]!, energy);
      for (let k = 0; k < 4; k += 1) sums[k]! += energy[k]!;
    }
    result.days += dayCost(p, day.target, sums);
    if (Math.abs(sums[0]! - day.target) > CALORIE_BAND * day.target + 1e-9 * day.target) result.daysOffTarget += 1;
  }
  const planned = new Map<number, number[]>();
  p.slots.forEach((slot, s) => {
    const r = assign[s]!;
    if (r < 0) return;
    result.recipeCost += p.staticCost[r]!;
    planned.set(r, [...(planned.get(r) ?? []), slot.day]);
  });
  const close = (a: number, b: number) => Math.abs(a - b) < p.gap;
  for (const [r, days] of planned) {
    const fixed = p.fixedUses[r]!;
    days.forEach((d, i) => {
      for (let j = i + 1; j < days.length; j += 1) if (close(d, days[j]!)) result.spacingPairs += 1;
      for (const f of fixed) if (close(d, f)) result.spacingPairs += 1;
    });
  }
  p.fixedUses.forEach((fixed, r) => (result.repeats += Math.max(0, fixed.length + (planned.get(r)?.length ?? 0) - 1)));
  const weekFoods = Int32Array.from(p.weekFixedFoods);
  p.slots.forEach((slot, s) => {
    if (assign[s]! >= 0) for (const f of p.foods[assign[s]!]!) weekFoods[slot.week * p.foodCount + f]! += 1;
  });
  for (const c of weekFoods) result.reuse += Math.max(0, c - 1);
  result.total = result.days + result.recipeCost + WEIGHTS.spacing * result.spacingPairs + p.repeatWeight * result.repeats - WEIGHTS.reuse * result.reuse;
  return result;
}
