import { describe, expect, it } from "vitest";
import { pageItems, showingText } from "./pagination";

describe("pageItems", () => {
  it.each<[number, number, (number | string)[]]>([
    [1, 0, []],
    [1, 1, []],
    [1, 2, [1, 2]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, "gap-after", 10]],
    [5, 10, [1, "gap-before", 4, 5, 6, "gap-after", 10]],
    [10, 10, [1, "gap-before", 9, 10]],
    [3, 10, [1, 2, 3, 4, "gap-after", 10]],
    [8, 10, [1, "gap-before", 7, 8, 9, 10]],
    [5000, 10000, [1, "gap-before", 4999, 5000, 5001, "gap-after", 10000]],
    [99, 10, [1, "gap-before", 9, 10]],
  ])("page %i of %i", (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });

  it("always holds the first, last and current page, in order, without repeats", () => {
    for (let total = 2; total < 40; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pageItems(current, total);
        const numbers = items.filter((i): i is number => typeof i === "number");
        expect(numbers).toContain(1);
        expect(numbers).toContain(total);
        expect(numbers).toContain(current);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });
});

it("showingText is the spec's wording", () => {
  expect(showingText(10, 42, 1, 5)).toBe("Showing 10 of 42 recipes (Page 1 of 5)");
  expect(showingText(0, 0, 1, 0)).toBe("Showing 0 of 0 recipes (Page 1 of 1)");
  expect(showingText(1, 1, 1, 1)).toBe("Showing 1 of 1 recipe (Page 1 of 1)");
  expect(showingText(10, 300, 1, 30, true)).toBe("Showing 10 of 300+ recipes (Page 1 of 30)");
});
