import { bestFor, tryMove } from "./moves";
import type { Problem } from "./problem-shape";
import { seededRandom } from "./rng";
import { SearchState } from "./search-state";

/** Moves tried per slot to fill; the measured quality against the exact optimum rests on these numbers. */
export const MOVES_PER_SLOT = 120;
const MIN_MOVES = 10_000;
/** The moves are spent in this many annealing rounds, each reheated from the best plan so far. */
const ROUNDS = 3;
const START_TEMPERATURE = 50;
const END_TEMPERATURE = 0.2;
/** Annealing stops short of a local optimum; a few passes of best single-slot changes finish it. */
const DESCENT_PASSES = 3;

/**
 * Greedy start, simulated annealing (moves.ts), then a descent to a local optimum
 * (docs/decisions/036). Deterministic: every random choice comes from the seed and the number of
 * moves is fixed, never timed.
 */
export function solve(p: Problem, seed: number, movesPerSlot = MOVES_PER_SLOT): Int32Array {
  const slotCount = p.slots.length;
  const greedy = new SearchState(p, new Int32Array(slotCount).fill(-1));
  for (let s = 0; s < slotCount; s += 1) greedy.apply(s, bestFor(greedy, p, s).recipe);
  if (slotCount === 0) return greedy.assign;

  const random = seededRandom(seed);
  const movesPerRound = Math.ceil(Math.max(MIN_MOVES, movesPerSlot * slotCount) / ROUNDS);
  const cooling = Math.pow(END_TEMPERATURE / START_TEMPERATURE, 1 / movesPerRound);
  const best = Int32Array.from(greedy.assign);
  let bestCost = greedy.cost;
  for (let round = 0; round < ROUNDS; round += 1) {
    const state = round === 0 ? greedy : new SearchState(p, best);
    let temperature = START_TEMPERATURE;
    const ctx = { state, p, random, accept: (delta: number) => delta <= 0 || random() < Math.exp(-delta / temperature) };
    for (let move = 0; move < movesPerRound; move += 1, temperature *= cooling) {
      tryMove(ctx);
      if (state.cost < bestCost - 1e-9) {
        bestCost = state.cost;
        best.set(state.assign);
      }
    }
  }
  return descend(new SearchState(p, best), p);
}

/** Best single-slot changes until none improves: the plan ends at a local optimum. */
function descend(state: SearchState, p: Problem): Int32Array {
  for (let pass = 0; pass < DESCENT_PASSES; pass += 1) {
    let improved = false;
    for (let s = 0; s < p.slots.length; s += 1) {
      const { recipe, delta } = bestFor(state, p, s);
      if (delta < -1e-9) {
        state.apply(s, recipe, delta);
        improved = true;
      }
    }
    if (!improved) break;
  }
  return state.assign;
}
