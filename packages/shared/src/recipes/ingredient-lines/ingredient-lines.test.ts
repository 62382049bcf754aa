import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "../ingredient";
import { FRESH_DEV } from "./fresh-dev";
import { FRESH_TEST } from "./fresh-test";
import { LABELLED_LINES, LINE_CLASSES, scoreFigures, scoreLines } from "./index";

/** Accuracy on the labelled table. Timing is measured by the benchmark, never here. */
describe("the labelled ingredient lines", () => {
  const score = scoreLines(LABELLED_LINES, parseIngredientLine);

  it("hold at least 400 lines, each with a source, covering every class", () => {
    expect(LABELLED_LINES.length).toBeGreaterThanOrEqual(400);
    expect(LABELLED_LINES.every((l) => l.source.length > 0)).toBe(true);
    for (const c of LINE_CLASSES) expect(score.byClass[c].lines, c).toBeGreaterThanOrEqual(15);
  });

  it("are read with quantity, unit and core food all right on at least 97%, and 90% in every class", () => {
    const misses = score.misses.map((m) => `${m.expected.line} -> ${m.got.quantity} ${m.got.unit} ${m.got.food}`);
    expect(score.all, misses.join("\n")).toBeGreaterThanOrEqual(0.97);
    for (const c of LINE_CLASSES) expect(score.byClass[c].all, c).toBeGreaterThanOrEqual(0.9);
  });
});

/** The fresh evaluation set (README.md, "Fresh evaluation set"): floors at what the parser reached, so it cannot slip back. */
describe("the fresh evaluation set", () => {
  it("development part (tuned on): quantity, unit and core food all right on at least 99.7%", () => {
    const score = scoreLines(FRESH_DEV, parseIngredientLine);
    const misses = score.misses.map((m) => `${m.expected.line} -> ${m.got.quantity} ${m.got.unit} ${m.got.food}`);
    expect(score.lines).toBe(405);
    expect(score.all, misses.join("\n")).toBeGreaterThanOrEqual(0.997);
  });

  // Scored, never read: the message gives the share only, never a line or a miss.
  it("test part (never tuned on): quantity, unit and core food all right on at least 97.2%", () => {
    const figures = scoreFigures(FRESH_TEST, parseIngredientLine);
    expect(figures.lines).toBe(584);
    expect(figures.all, `test part: ${(figures.all * 100).toFixed(1)}% all three right`).toBeGreaterThanOrEqual(0.972);
  });
});
