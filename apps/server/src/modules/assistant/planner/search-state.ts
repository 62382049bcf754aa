import { dayCost, evaluate } from "./objective";
import { mealEnergy } from "./energy";
import { NO_USES } from "./problem";
import type { Problem } from "./problem-shape";
import { WEIGHTS } from "./weights";

/**
 * An assignment (recipe index per slot, -1 = not chosen yet) with everything needed to price a
 * change of one slot in time independent of the plan's size: per-day sums, planned days of each
 * recipe, and food counts per week. `delta` must agree with `evaluate` (a unit test checks).
 */
export class SearchState {
  readonly assign: Int32Array;
  cost: number;
  private readonly sums: Float64Array;
  private readonly dayCosts: Float64Array;
  /** planned slots per recipe; recipes never planned share one frozen empty list */
  private readonly planned: (number[] | typeof NO_USES)[];
  /** planned + kept uses per recipe */
  private readonly uses: Int32Array;
  private readonly weekFoods: Int32Array;
  private readonly was = new Float64Array(4);
  private readonly now = new Float64Array(4);
  private readonly next = new Float64Array(4);
  private readonly slotDay: Int32Array;

  constructor(
    private readonly p: Problem,
    assign: Int32Array,
  ) {
    this.assign = Int32Array.from(assign);
    this.slotDay = Int32Array.from(p.slots, (slot) => slot.day);
    this.sums = new Float64Array(p.days.length * 4);
    this.dayCosts = new Float64Array(p.days.length);
    this.planned = new Array<readonly number[]>(p.kcal.length).fill(NO_USES);
    this.uses = Int32Array.from(p.fixedUses, (days) => days.length);
    this.weekFoods = Int32Array.from(p.weekFixedFoods);
    p.days.forEach((day, row) => {
      for (let k = 0; k < 4; k += 1) this.sums[row * 4 + k] = day.fixed[k]!;
      for (const s of day.slots) {
        mealEnergy(p, p.slots[s]!.shareCal, this.assign[s]!, this.was);
        for (let k = 0; k < 4; k += 1) this.sums[row * 4 + k]! += this.was[k]!;
      }
      this.dayCosts[row] = dayCost(p, day.target, this.sums.subarray(row * 4, row * 4 + 4));
    });
    p.slots.forEach((slot, s) => {
      const r = this.assign[s]!;
      if (r < 0) return;
      this.addUse(r, s);
      for (const f of p.foods[r]!) this.weekFoods[slot.week * p.foodCount + f]! += 1;
    });
    this.cost = evaluate(p, this.assign).total;
  }

  /** kcal the slot brings now */
  kcalAt(s: number): number {
    mealEnergy(this.p, this.p.slots[s]!.shareCal, this.assign[s]!, this.was);
    return this.was[0]!;
  }

  dayKcal(row: number): number {
    return this.sums[row * 4]!;
  }

  /** The change of the objective if slot s took recipe r. */
  delta(s: number, r: number): number {
    const old = this.assign[s]!;
    if (old === r) return 0;
    const p = this.p;
    const slot = p.slots[s]!;
    const row = slot.dayRow;
    mealEnergy(p, slot.shareCal, old, this.was);
    mealEnergy(p, slot.shareCal, r, this.now);
    for (let k = 0; k < 4; k += 1) this.next[k] = this.sums[row * 4 + k]! - this.was[k]! + this.now[k]!;
    let delta = dayCost(p, p.days[row]!.target, this.next) - this.dayCosts[row]!;
    if (old >= 0) {
      delta += -p.staticCost[old]! - WEIGHTS.spacing * (this.closeUses(old, slot.day) - 1);
      if (this.uses[old]! >= 2) delta -= p.repeatWeight;
    }
    if (r >= 0) {
      delta += p.staticCost[r]! + WEIGHTS.spacing * this.closeUses(r, slot.day);
      if (this.uses[r]! >= 1) delta += p.repeatWeight;
    }
    return delta - WEIGHTS.reuse * this.reuseChange(slot.week, old, r);
  }

  apply(s: number, r: number, delta = this.delta(s, r)): void {
    const old = this.assign[s]!;
    if (old === r) return;
    const p = this.p;
    const slot = p.slots[s]!;
    const row = slot.dayRow;
    mealEnergy(p, slot.shareCal, old, this.was);
    mealEnergy(p, slot.shareCal, r, this.now);
    for (let k = 0; k < 4; k += 1) this.sums[row * 4 + k]! += this.now[k]! - this.was[k]!;
    this.dayCosts[row] = dayCost(p, p.days[row]!.target, this.sums.subarray(row * 4, row * 4 + 4));
    const base = slot.week * p.foodCount;
    if (old >= 0) {
      const slots = this.planned[old] as number[];
      slots.splice(slots.indexOf(s), 1);
      this.uses[old]! -= 1;
      for (const f of p.foods[old]!) this.weekFoods[base + f]! -= 1;
    }
    if (r >= 0) {
      this.addUse(r, s);
      for (const f of p.foods[r]!) this.weekFoods[base + f]! += 1;
    }
    this.assign[s] = r;
    this.cost += delta;
  }

  /** Another slot planned with recipe r closer than the variety gap to slot s, or -1. */
  clash(r: number, s: number): number {
    const day = this.slotDay[s]!;
    for (const other of this.planned[r]!) if (other !== s && Math.abs(this.slotDay[other]! - day) < this.p.gap) return other;
    return -1;
  }

  private addUse(r: number, s: number): void {
    if (this.planned[r] === NO_USES) this.planned[r] = [];
    (this.planned[r] as number[]).push(s);
    this.uses[r]! += 1;
  }

  /** Uses of recipe r (planned and kept) closer than the variety gap to `day`. */
  private closeUses(r: number, day: number): number {
    const gap = this.p.gap;
    const planned = this.planned[r]!;
    const fixed = this.p.fixedUses[r]!;
    let count = 0;
    for (let i = 0; i < planned.length; i += 1) if (Math.abs(this.slotDay[planned[i]!]! - day) < gap) count += 1;
    for (let i = 0; i < fixed.length; i += 1) if (Math.abs(fixed[i]! - day) < gap) count += 1;
    return count;
  }

  /** The change of the week's shared-ingredient count when `old` leaves and `r` joins it. */
  private reuseChange(week: number, old: number, r: number): number {
    const p = this.p;
    const counts = this.weekFoods;
    const base = week * p.foodCount;
    const leaving = old >= 0 ? p.foods[old]! : EMPTY;
    let change = 0;
    for (let i = 0; i < leaving.length; i += 1) if (counts[base + leaving[i]!]! >= 2) change -= 1;
    if (r < 0) return change;
    // Both food lists are sorted: walk them together to discount a food `old` takes with it.
    const joining = p.foods[r]!;
    let j = 0;
    for (let i = 0; i < joining.length; i += 1) {
      const f = joining[i]!;
      while (j < leaving.length && leaving[j]! < f) j += 1;
      if (counts[base + f]! - (j < leaving.length && leaving[j] === f ? 1 : 0) >= 1) change += 1;
    }
    return change;
  }
}

const EMPTY = new Int32Array(0);
