import { describe, expect, it } from "vitest";
import { freshness } from "./use-soon";

describe("use soon", () => {
  it.each([
    [null, null],
    ["2026-11-20", "expired"],
    ["2026-11-21", "use-soon"],
    ["2026-11-24", "use-soon"],
    ["2026-11-25", null],
  ] as const)("best before %s on 2026-11-21: %s", (bestBefore, expected) => {
    expect(freshness(bestBefore, "2026-11-21")).toBe(expected);
  });
});
