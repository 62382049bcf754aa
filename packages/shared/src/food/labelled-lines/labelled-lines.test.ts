import { describe, expect, it } from "vitest";
import { devLines } from "./dev-lines";
import type { LabelledFoodLine } from "./labelled-food-line";
import { scoreFoodLines, type FoodLineScore } from "./score-food-lines";
import { test2Lines } from "./test-2-lines";
import { testLines } from "./test-lines";

/**
 * The food knowledge on lines written apart from it (README.md). Safety first: every family or
 * diet mark a line certainly holds must be reported, held or "could not be checked" (recall 100 %).
 * Then precision: nothing the line does not hold reported as held. The first test part was scored
 * once unseen (decision 046 keeps that figure) and has been tuned on since; the second test part
 * is only scored, and only its figures are printed (`npm run bench -- food`).
 */
const report = (name: string, s: FoodLineScore) =>
  `${name}: ${s.lines} lines, recall ${(s.recall * 100).toFixed(1)} %, held ${(s.heldRecall * 100).toFixed(1)} %, ` +
  `no false alarm ${(s.noFalseAlarm * 100).toFixed(1)} %, exact ${(s.exact * 100).toFixed(1)} %`;

const missesOf = (s: FoodLineScore) => s.results.filter((r) => r.missed.length).map((r) => `${r.line.line}: missed ${r.missed.join(", ")}`);

/** What the knowledge reaches today; raise them when it improves, never lower. */
const TUNED: [string, LabelledFoodLine[], { held: number; noFalseAlarm: number; exact: number }][] = [
  ["development part", devLines, { held: 0.93, noFalseAlarm: 0.99, exact: 0.67 }],
  ["first test part (now tuned on)", testLines, { held: 0.91, noFalseAlarm: 0.98, exact: 0.51 }],
];

describe("the food knowledge on labelled lines", () => {
  it.each(TUNED)(
    "%s: nothing a line holds is missed, and few false alarms",
    (name, lines, floors) => {
      const score = scoreFoodLines(lines);
      expect(missesOf(score)).toEqual([]);
      expect(score.heldRecall, report(name, score)).toBeGreaterThanOrEqual(floors.held);
      expect(score.noFalseAlarm, report(name, score)).toBeGreaterThanOrEqual(floors.noFalseAlarm);
      expect(score.exact, report(name, score)).toBeGreaterThanOrEqual(floors.exact);
    },
    30_000,
  );

  it("second test part (never tuned on): figures only, at least what it scored unseen", () => {
    // Never print its lines or misses: the failure message carries figures alone.
    const score = scoreFoodLines(test2Lines);
    const figures = report("second test part", score);
    expect(score.recall, figures).toBeGreaterThanOrEqual(0.997);
    expect(score.heldRecall, figures).toBeGreaterThanOrEqual(0.84);
    expect(score.noFalseAlarm, figures).toBeGreaterThanOrEqual(0.94);
    expect(score.exact, figures).toBeGreaterThanOrEqual(0.37);
  }, 30_000);
});
