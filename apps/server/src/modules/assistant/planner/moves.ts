import type { Problem } from "./problem-shape";
import type { SearchState } from "./search-state";

/** A calorie repair picks among this many recipes either side of the ideal calories. */
const REPAIR_WINDOW = 3;
/** Recipes tried for a slot whose recipe was taken by a nearby slot. */
const EJECTION_SAMPLE = 12;

export interface MoveContext {
  state: SearchState;
  p: Problem;
  random: () => number;
  /** accepts a change of the objective (simulated annealing's rule at the current temperature) */
  accept: (delta: number) => boolean;
}

const pick = (random: () => number, n: number) => Math.floor(random() * n);

/**
 * One move of the search. Swap (a fifth): two slots on different days exchange recipes, when each
 * slot may take the other's. Otherwise one slot gets a new recipe: a "calorie repair" (close to
 * what its day is missing) or any recipe of its pool; when that recipe is already planned too
 * close by, that other slot moves on to the best of a few others ("ejection").
 */
export function tryMove(ctx: MoveContext): void {
  const { state, p, random, accept } = ctx;
  const slotCount = p.slots.length;
  const kind = random();
  if (kind < 0.2) {
    const s1 = pick(random, slotCount);
    const s2 = pick(random, slotCount);
    const r1 = state.assign[s1]!;
    const r2 = state.assign[s2]!;
    if (p.slots[s1]!.day === p.slots[s2]!.day || r1 === r2 || !p.slots[s1]!.inPool[r2] || !p.slots[s2]!.inPool[r1]) return;
    const first = state.delta(s1, r2);
    state.apply(s1, r2, first);
    const second = state.delta(s2, r1);
    if (accept(first + second)) state.apply(s2, r1, second);
    else state.apply(s1, r1);
    return;
  }
  const s = pick(random, slotCount);
  const pool = p.slots[s]!.pool;
  const r = kind < 0.65 ? repairCandidate(state, p, s, random) : pool[pick(random, pool.length)]!;
  const old = state.assign[s]!;
  const delta = state.delta(s, r);
  const other = state.clash(r, s);
  if (other < 0) {
    if (accept(delta)) state.apply(s, r, delta);
    return;
  }
  state.apply(s, r, delta);
  const moved = sampleBest(state, p, other, random);
  if (accept(delta + moved.delta)) state.apply(other, moved.recipe, moved.delta);
  else state.apply(s, old);
}

/** The slot's best recipe given the rest of the plan (its current one unless another is better). */
export function bestFor(state: SearchState, p: Problem, s: number): { recipe: number; delta: number } {
  let recipe = state.assign[s]!;
  let delta = 0;
  for (const r of p.slots[s]!.pool) {
    const d = state.delta(s, r);
    if (d < delta - 1e-9 || recipe < 0) {
      recipe = r;
      delta = d;
    }
  }
  return { recipe, delta };
}

/** The best of a few random recipes for slot s (never its current one). */
function sampleBest(state: SearchState, p: Problem, s: number, random: () => number): { recipe: number; delta: number } {
  const pool = p.slots[s]!.pool;
  let recipe = state.assign[s]!;
  let delta = Infinity;
  for (let i = 0; i < EJECTION_SAMPLE; i += 1) {
    const r = pool[pick(random, pool.length)]!;
    if (r === state.assign[s]) continue;
    const d = state.delta(s, r);
    if (d < delta) {
      recipe = r;
      delta = d;
    }
  }
  return { recipe, delta: delta === Infinity ? 0 : delta };
}

/** A recipe whose calories would bring the slot's day to its target, from the calorie-sorted pool. */
function repairCandidate(state: SearchState, p: Problem, s: number, random: () => number): number {
  const slot = p.slots[s]!;
  const wanted = state.kcalAt(s) + p.days[slot.dayRow]!.target - state.dayKcal(slot.dayRow);
  const pool = slot.pool;
  let lo = 0;
  let hi = pool.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    // Unknown calories sort last (NaN < x is false, so they count as "above").
    if (p.kcal[pool[mid]!]! < wanted) lo = mid + 1;
    else hi = mid;
  }
  const at = Math.min(pool.length - 1, Math.max(0, lo - REPAIR_WINDOW + pick(random, 2 * REPAIR_WINDOW + 1)));
  return pool[at]!;
}
