import { solve } from "./anneal";
import { eligibleRecipes } from "./candidates";
import { evaluate } from "./objective";
import { openSlots } from "./open-slots";
import { buildProblem } from "./problem";
import type { Problem } from "./problem-shape";
import { dayReports, emptyReport, unmetReasons } from "./report";
import type { PlannedMealRef, PlannerInput, PlannerResult, PlannerSkippedSlot } from "./types";

/** The hard rules applied: the slots skipped, and the search problem for the rest (null when none is left). */
export function plannerProblem(input: PlannerInput): { problem: Problem | null; skipped: PlannerSkippedSlot[]; notes: string[] } {
  const eligible = eligibleRecipes(input);
  const { toFill, skipped } = openSlots(input, eligible);
  return { problem: toFill.length > 0 ? buildProblem(input, eligible, toFill) : null, skipped, notes: eligible.notes };
}

/**
 * Plans meals for the open slots over the catalogue: hard rules first (eligibleRecipes,
 * openSlots), then a seeded search for the lowest cost (objective.ts). Pure and deterministic:
 * the same input and seed give the same plan (docs/decisions/036-meal-planner.md).
 */
export function planMeals(input: PlannerInput): PlannerResult {
  const { problem, skipped, notes } = plannerProblem(input);
  if (!problem) return { meals: [], skipped, report: emptyReport(input, notes, skipped) };

  const assign = solve(problem, input.seed);
  const meals: PlannedMealRef[] = problem.slots.map((slot, s) => ({ date: slot.date, mealType: slot.mealType, recipeId: input.recipes[assign[s]!]!.id }));
  const evaluation = evaluate(problem, assign);
  return {
    meals,
    skipped,
    report: {
      perDay: dayReports(input, meals),
      objective: Math.round(evaluation.total * 1000) / 1000,
      unmetReasons: unmetReasons({ input, problem, assign, evaluation, notes, skipped }),
    },
  };
}
