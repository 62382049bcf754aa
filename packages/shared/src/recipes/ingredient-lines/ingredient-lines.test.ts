import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "../ingredient";
import { LABELLED_LINES, LINE_CLASSES, scoreLines } from "./index";

/** Accuracy on the labelled table (issue 16). Timing is measured by the benchmark, never here. */
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
