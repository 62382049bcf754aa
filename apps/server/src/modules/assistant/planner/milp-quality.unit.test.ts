import loadHighs from "highs";
import { beforeAll, describe, expect, it } from "vitest";
import { solve } from "./anneal";
import { solveExactly, type Highs } from "./milp-reference";
import { evaluate } from "./objective";
import type { Problem } from "./problem-shape";
import { plannerProblem } from "./plan-meals";
import { smallInstance } from "./test-instances";

/**
 * The heuristic against the exact optimum (docs/decisions/036): on small random instances (3 days
 * of breakfast, lunch and dinner, 14 recipes, a kept meal, random preferences) it must come
 * within 1 point of HiGHS's optimum, where one point is e.g. 1 % of calorie deviation on a day.
 */
const GAP_POINTS = 1;
const SEEDS = [1, 2, 3, 4, 5];

const cases: { p: Problem; seed: number; exact: ReturnType<typeof solveExactly> }[] = [];
beforeAll(async () => {
  const highs: Highs = await loadHighs();
  for (const seed of SEEDS) {
    const p = plannerProblem(smallInstance(seed)).problem!;
    cases.push({ p, seed, exact: solveExactly(highs, p) });
  }
}, 120_000);

describe("the planner's search against the exact MILP", () => {
  it("encodes the same objective in the MILP as the search minimises", () => {
    for (const { p, exact } of cases) {
      expect(exact.status).toBe("Optimal");
      expect(evaluate(p, exact.assign).total).toBeCloseTo(exact.objective, 4);
    }
  });

  it(`comes within ${GAP_POINTS} point of the optimum on every instance`, () => {
    const gaps = cases.map(({ p, seed, exact }) => {
      const found = evaluate(p, solve(p, seed)).total;
      expect(found).toBeGreaterThanOrEqual(exact.objective - 1e-6);
      return found - exact.objective;
    });
    expect(gaps).toHaveLength(SEEDS.length);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(GAP_POINTS);
  });
});
