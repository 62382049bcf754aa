import { describe, expect, it } from "vitest";
import { HIGH_SODIUM, isHighSodium } from "./high-sodium";

describe("isHighSodium", () => {
  it.each([
    [3635, true],
    [1501, true],
    [1500, false],
    [800, false],
    [0, false],
    [undefined, false],
  ])("%s mg per serving -> %s", (sodium, expected) => expect(isHighSodium({ sodium })).toBe(expected));

  it("no nutrition is not flagged", () => expect(isHighSodium(null)).toBe(false));

  it("names its source", () => {
    expect(HIGH_SODIUM.perServingMg).toBe(1500);
    expect(HIGH_SODIUM.source).toContain("American Heart Association");
  });
});
