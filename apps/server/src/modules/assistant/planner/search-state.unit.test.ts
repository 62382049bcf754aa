import { describe, expect, it } from "vitest";
import { eligibleRecipes } from "./candidates";
import { evaluate } from "./objective";
import { openSlots } from "./open-slots";
import { buildProblem } from "./problem";
import { seededRandom } from "./rng";
import { SearchState } from "./search-state";
import { input, recipe, slotsFor, smallInstance } from "./test-instances";

function problemOf(seed: number, days: number, count: number) {
  const input = smallInstance(seed, days, count);
  // Some recipes without nutrition, so the estimates are priced too.
  input.recipes[0] = recipe(input.recipes[0]!.id, { ...input.recipes[0], calories: null, protein: null });
  const eligible = eligibleRecipes(input);
  return buildProblem(input, eligible, openSlots(input, eligible).toFill);
}

describe("SearchState", () => {
  it("prices every change exactly as the objective computed from scratch", () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const p = problemOf(seed, 4 + (seed % 4), 10 + seed);
      const random = seededRandom(seed);
      const state = new SearchState(p, new Int32Array(p.slots.length).fill(-1));
      for (let move = 0; move < 300; move += 1) {
        const s = Math.floor(random() * p.slots.length);
        const pool = p.slots[s]!.pool;
        const r = pool[Math.floor(random() * pool.length)]!;
        const before = evaluate(p, state.assign).total;
        const delta = state.delta(s, r);
        state.apply(s, r, delta);
        const after = evaluate(p, state.assign).total;
        expect(delta).toBeCloseTo(after - before, 6);
        expect(state.cost).toBeCloseTo(after, 6);
      }
    }
  });

  it("reports a clash only for another slot with the same recipe closer than the variety gap", () => {
    const planInput = input({ recipes: [recipe("a"), recipe("b")], slots: slotsFor(6, ["dinner"]), prefs: { cuisines: [], variety: 3 } });
    const eligible = eligibleRecipes(planInput);
    const p = buildProblem(planInput, eligible, openSlots(planInput, eligible).toFill);
    expect(p.gap).toBe(3);
    const state = new SearchState(p, new Int32Array(p.slots.length).fill(-1));
    state.apply(0, 0);
    expect(state.clash(0, 0)).toBe(-1);
    expect(state.clash(0, 1)).toBe(0);
    expect(state.clash(0, 2)).toBe(0);
    expect(state.clash(0, 3)).toBe(-1);
    expect(state.clash(1, 1)).toBe(-1);
  });
});
