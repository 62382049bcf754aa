import { solve } from "./anneal";
import { eligibleRecipes } from "./candidates";
import { evaluate } from "./objective";
import { openSlots } from "./open-slots";
import { buildProblem } from "./problem";
import { dayReports, emptyReport, unmetReasons } from "./report";
import type { PlannedMealRef, PlannerInput, PlannerResult } from "./types";

/**
 * Plans meals for the open slots over the catalogue: hard rules first (eligibleRecipes,
 * openSlots), then a seeded search for the lowest cost (objective.ts). Pure and deterministic:
 * the same input and seed give the same plan (docs/decisions/036-meal-planner.md).
 */
export function planMeals(input: PlannerInput): PlannerResult {
  const eligible = eligibleRecipes(input);
  const { toFill, skipped } = openSlots(input, eligible);
  if (toFill.length === 0) return { meals: [], skipped, report: emptyReport(input, eligible.notes, skipped) };

  const problem = buildProblem(input, eligible, toFill);
  const assign = solve(problem, input.seed);
  const meals: PlannedMealRef[] = problem.slots.map((slot, s) => ({ date: slot.date, mealType: slot.mealType, recipeId: input.recipes[assign[s]!]!.id }));
  const evaluation = evaluate(problem, assign);
  return {
    meals,
    skipped,
    report: {
      perDay: dayReports(input, meals),
      objective: Math.round(evaluation.total * 1000) / 1000,
      unmetReasons: unmetReasons({ input, problem, assign, evaluation, notes: eligible.notes, skipped }),
    },
  };
}
