import type highsLoader from "highs";
import { mealEnergy } from "./energy";
import type { Problem } from "./problem-shape";
import { CALORIE_BAND, WEIGHTS } from "./weights";

/** A loaded HiGHS instance (`await (await import("highs")).default()`); highs is a dev dependency only. */
export type Highs = Awaited<ReturnType<typeof highsLoader>>;

/**
 * The planner's objective (objective.ts) as an exact MILP, solved by HiGHS. Used by the unit test
 * and the decision record to measure the heuristic's gap on small instances; never on a request
 * (it needs seconds where the heuristic has milliseconds). x_s_r = 1 when slot s takes recipe r;
 * absolute values are split into positive and negative parts, the band miss is a binary with a
 * big M, spacing pairs and repeats are linearised, and shared ingredients use "the week has the
 * food" variables: reuse = count - min(count, 1).
 */
export function solveExactly(highs: Highs, p: Problem): { assign: Int32Array; objective: number; status: string } {
  const obj = new Map<string, number>();
  const rows: string[] = [];
  const binaries: string[] = [];
  const bounds: string[] = ["one = 1"];
  const cost = (name: string, value: number) => value !== 0 && obj.set(name, (obj.get(name) ?? 0) + value);
  const x = (s: number, r: number) => `x_${s}_${r}`;
  const row = (terms: [number, string][], sense: string, rhs: number) => rows.push(`r${rows.length}: ${linear(terms)} ${sense} ${num(rhs)}`);
  const energy = new Float64Array(4);
  p.slots.forEach((slot, s) => slot.pool.forEach((r) => binaries.push(x(s, r))));

  p.days.forEach((day, d) => {
    const T = day.target;
    const calTerms: [number, string][] = [];
    const macroTerms: [number, string][][] = [[], [], []];
    const shares = [p.macroShare.protein, p.macroShare.carbs, p.macroShare.fat];
    // The band's big M: the farthest the day can be from its target, less the band (a tight M
    // keeps the relaxation close and the solve short).
    let low = day.fixed[0]!;
    let high = day.fixed[0]!;
    for (const s of day.slots) {
      let least = Infinity;
      let most = 0;
      for (const r of p.slots[s]!.pool) {
        mealEnergy(p, p.slots[s]!.shareCal, r, energy);
        calTerms.push([energy[0]!, x(s, r)]);
        for (let k = 0; k < 3; k += 1) macroTerms[k]!.push([energy[k + 1]! - shares[k]! * energy[0]!, x(s, r)]);
        least = Math.min(least, energy[0]!);
        most = Math.max(most, energy[0]!);
      }
      low += least;
      high += most;
    }
    const bigM = Math.max(0, Math.max(T - low, high - T) - CALORIE_BAND * T);
    row([...calTerms, [-1, `pos_${d}`], [1, `neg_${d}`]], "=", T - day.fixed[0]!);
    row(
      [
        [1, `pos_${d}`],
        [1, `neg_${d}`],
        [-1, `over_${d}`],
      ],
      "<=",
      CALORIE_BAND * T,
    );
    row(
      [
        [1, `pos_${d}`],
        [1, `neg_${d}`],
        [-bigM, `band_${d}`],
      ],
      "<=",
      CALORIE_BAND * T,
    );
    binaries.push(`band_${d}`);
    cost(`pos_${d}`, WEIGHTS.calorie / T);
    cost(`neg_${d}`, WEIGHTS.calorie / T);
    cost(`over_${d}`, WEIGHTS.calorieOver / T);
    cost(`band_${d}`, WEIGHTS.calorieBand);
    for (let k = 0; k < 3; k += 1) {
      row([...macroTerms[k]!, [-1, `mp_${d}_${k}`], [1, `mn_${d}_${k}`]], "=", -(day.fixed[k + 1]! - shares[k]! * day.fixed[0]!));
      cost(`mp_${d}_${k}`, WEIGHTS.macro / T);
      cost(`mn_${d}_${k}`, WEIGHTS.macro / T);
    }
  });

  // Recipe-only costs, spacing against kept meals, and the slots each recipe may take.
  const slotsOf = new Map<number, number[]>();
  p.slots.forEach((slot, s) =>
    slot.pool.forEach((r) => {
      cost(x(s, r), p.staticCost[r]! + WEIGHTS.spacing * p.fixedUses[r]!.filter((d) => Math.abs(d - slot.day) < p.gap).length);
      slotsOf.set(r, [...(slotsOf.get(r) ?? []), s]);
    }),
  );
  let constant = 0;
  p.fixedUses.forEach((fixed, r) => {
    if (!slotsOf.has(r)) constant += p.repeatWeight * Math.max(0, fixed.length - 1);
  });
  for (const [r, list] of slotsOf) {
    list.forEach((s1, i) =>
      list.slice(i + 1).forEach((s2) => {
        if (Math.abs(p.slots[s1]!.day - p.slots[s2]!.day) >= p.gap) return;
        row(
          [
            [1, x(s1, r)],
            [1, x(s2, r)],
            [-1, `v_${r}_${s1}_${s2}`],
          ],
          "<=",
          1,
        );
        cost(`v_${r}_${s1}_${s2}`, WEIGHTS.spacing);
      }),
    );
    row([...list.map((s): [number, string] => [1, x(s, r)]), [-1, `u_${r}`]], "<=", 1 - p.fixedUses[r]!.length);
    cost(`u_${r}`, p.repeatWeight);
  }

  // Shared ingredients per week and food: -W * (count - min(count, 1)).
  const holders = new Map<number, string[]>();
  p.slots.forEach((slot, s) =>
    slot.pool.forEach((r) =>
      p.foods[r]!.forEach((f) => holders.set(slot.week * p.foodCount + f, [...(holders.get(slot.week * p.foodCount + f) ?? []), x(s, r)])),
    ),
  );
  p.weekFixedFoods.forEach((fixed, key) => {
    const xs = holders.get(key) ?? [];
    if (fixed === 0 && xs.length === 0) return;
    constant -= WEIGHTS.reuse * fixed;
    xs.forEach((name) => cost(name, -WEIGHTS.reuse));
    if (fixed > 0) constant += WEIGHTS.reuse;
    else
      xs.forEach((name) =>
        row(
          [
            [1, `z_${key}`],
            [-1, name],
          ],
          ">=",
          0,
        ),
      );
    if (fixed === 0) cost(`z_${key}`, WEIGHTS.reuse);
  });
  p.slots.forEach((slot, s) => row(slot.pool.length ? [...slot.pool].map((r): [number, string] => [1, x(s, r)]) : [], "=", 1));
  // The constant (kept meals' repeats and shared foods) rides on a variable fixed at 1.
  obj.set("one", (obj.get("one") ?? 0) + constant);

  const lp = [
    "Minimize",
    ` obj: ${linear([...obj].map(([name, v]) => [v, name]))}`,
    "Subject To",
    ...rows.map((r) => ` ${r}`),
    "Bounds",
    ...bounds.map((b) => ` ${b}`),
    "Binary",
    ...wrap(binaries),
    "End",
  ].join("\n");
  const solution = highs.solve(lp, { output_flag: false, mip_rel_gap: 0 });
  const assign = new Int32Array(p.slots.length).fill(-1);
  if (solution.Status === "Optimal") {
    p.slots.forEach((slot, s) => slot.pool.forEach((r) => ((solution.Columns[x(s, r)]?.Primal ?? 0) > 0.5 ? (assign[s] = r) : undefined)));
  }
  return { assign, objective: solution.ObjectiveValue, status: solution.Status };
}

function num(v: number): string {
  return Number.isInteger(v) ? String(v) : v.toPrecision(15);
}

/** "3 x + -2 y" written as LP text, a few terms per line (the format limits line length). */
function linear(terms: [number, string][]): string {
  const parts = terms.map(([v, name], i) => `${v < 0 ? "-" : i === 0 ? "" : "+"} ${num(Math.abs(v))} ${name}`);
  return parts.length === 0 ? "0 one" : wrap(parts).join("\n");
}

function wrap(items: string[], perLine = 8): string[] {
  const lines: string[] = [];
  for (let i = 0; i < items.length; i += perLine) lines.push(`  ${items.slice(i, i + perLine).join(" ")}`);
  return lines;
}
