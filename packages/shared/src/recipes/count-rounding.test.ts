import { describe, expect, it } from "vitest";
import { formatIngredient, parseIngredientLine, scaleIngredient } from "./ingredient";
import { isCountedLine, roundCount } from "./count-rounding";

describe("roundCount", () => {
  it.each([
    [2, 2 * (7 / 6), 2],
    [3, 3 * (7 / 6), 4],
    [1, 1 / 4, 1],
    [2, 2 * (9 / 6), 3],
    [0.5, 0.5 * 1.5, 1],
    [0.5, 0.5 * (1 / 4), 0.5],
    [1.5, 1.5 * (7 / 6), 2],
    [0.25, 0.25 * 5, 1.5],
  ])("%d scaled to %d -> %d", (original, scaled, expected) => expect(roundCount(original, scaled)).toBe(expected));
});

describe("scaling a recipe line", () => {
  it.each([
    ["2 serrano peppers", 7 / 6, "2 serrano peppers"],
    ["3 eggs", 7 / 6, "4 eggs"],
    ["4 cloves garlic", 7 / 6, "5 cloves garlic"],
    ["1 (15 oz) can chickpeas", 7 / 6, "1 can (15 oz) chickpeas"],
    ["1/2 onion", 6 / 4, "1 onion"],
    ["2-3 jalapeños", 2, "4-6 jalapeños"],
    // Measured lines scale exactly.
    ["1 cup rice", 7 / 6, "1.17 cups rice"],
    ["300 g chicken", 7 / 6, "350 g chicken"],
  ])("%s x %d -> %s", (line, factor, expected) => expect(formatIngredient(scaleIngredient(parseIngredientLine(line), factor))).toBe(expected));

  it("knows which lines count whole things", () => {
    expect(isCountedLine(parseIngredientLine("2 eggs"))).toBe(true);
    expect(isCountedLine(parseIngredientLine("4 cloves garlic"))).toBe(true);
    expect(isCountedLine(parseIngredientLine("1 cup rice"))).toBe(false);
  });
});
