import type { IsoDate } from "@sierra/shared";
import type { Evaluation } from "./objective";
import { dayTarget, mealEnergy } from "./energy";
import type { Problem } from "./problem-shape";
import type { PlannedMealRef, PlannerDayReport, PlannerInput, PlannerResult, PlannerSkippedSlot } from "./types";
import { CALORIE_BAND } from "./weights";

const round = (v: number, places = 0) => Math.round(v * 10 ** places) / 10 ** places;

/** Each requested day's totals per person (kept and new meals; recipes without nutrition add 0). */
export function dayReports(input: PlannerInput, meals: PlannedMealRef[]): PlannerDayReport[] {
  const byId = new Map(input.recipes.map((r) => [r.id, r]));
  const dates = [...new Set(input.slots.map((s) => s.date))].sort();
  return dates.flatMap((date) => {
    const day = [...input.existing, ...meals].filter((m) => m.date === date);
    if (day.length === 0) return [];
    const total = (pick: (id: string) => number | null | undefined) => day.reduce((sum, m) => sum + (pick(m.recipeId) ?? 0), 0);
    return [
      {
        date,
        calories: round(total((id) => byId.get(id)?.calories)),
        protein: round(
          total((id) => byId.get(id)?.protein),
          1,
        ),
        carbs: round(
          total((id) => byId.get(id)?.carbs),
          1,
        ),
        fat: round(
          total((id) => byId.get(id)?.fat),
          1,
        ),
        target: round(
          dayTarget(
            input.goals.calorieGoal,
            day.map((m) => m.mealType),
          ).target,
        ),
      },
    ];
  });
}

/** The soft goals the plan missed, in words the assistant can pass on. */
export function unmetReasons(args: {
  input: PlannerInput;
  problem: Problem | null;
  assign: Int32Array;
  evaluation: Evaluation | null;
  notes: string[];
  skipped: PlannerSkippedSlot[];
}): string[] {
  const { input, problem, assign, evaluation } = args;
  const reasons = [...args.notes];
  for (const mealType of new Set(args.skipped.filter((s) => s.reason === "no_recipe").map((s) => s.mealType))) {
    reasons.push(`No ${mealType} recipe fits your allergies, dislikes and filters, so those slots were left empty.`);
  }
  if (!problem || !evaluation) return reasons;
  const missed = offTargetDays(problem, assign);
  if (missed.length > 0) {
    const shown = missed.slice(0, 3).join(", ") + (missed.length > 3 ? ", ..." : "");
    reasons.push(
      `Calories are more than 10 % from the daily target on ${missed.length} of ${problem.days.length} days (${shown}): no mix of the recipes that fit gets closer.`,
    );
  }
  if (evaluation.spacingPairs > 0) reasons.push(`Too few recipes fit to keep ${problem.gap} days between repeats, so some recipes come back sooner.`);
  const unknown = [...assign].filter((r) => r >= 0 && input.recipes[r]!.calories === null).length;
  if (unknown > 0)
    reasons.push(
      `${unknown} planned ${unknown === 1 ? "recipe has" : "recipes have"} no nutrition data, so ${unknown === 1 ? "its" : "their"} calories are estimated.`,
    );
  return reasons;
}

function offTargetDays(p: Problem, assign: Int32Array): IsoDate[] {
  const energy = new Float64Array(4);
  return p.days
    .filter((day) => {
      let cal = day.fixed[0]!;
      for (const s of day.slots) {
        mealEnergy(p, p.slots[s]!.shareCal, assign[s]!, energy);
        cal += energy[0]!;
      }
      return Math.abs(cal - day.target) > CALORIE_BAND * day.target * (1 + 1e-9);
    })
    .map((day) => day.date);
}

export function emptyReport(input: PlannerInput, notes: string[], skipped: PlannerSkippedSlot[]): PlannerResult["report"] {
  return {
    perDay: dayReports(input, []),
    objective: 0,
    unmetReasons: unmetReasons({ input, problem: null, assign: new Int32Array(0), evaluation: null, notes, skipped }),
  };
}
