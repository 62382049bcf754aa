import { describe, expect, it } from "vitest";
import { varietyLabel, varietyTier } from "./variety";

describe("variety wording and tiers", () => {
  it.each([
    [1, "Simple & Familiar", "low"],
    [3, "Simple & Familiar", "low"],
    [4, "Balanced", "low"],
    [5, "Balanced", "moderate"],
    [6, "Balanced", "moderate"],
    [7, "Adventurous", "moderate"],
    [8, "Adventurous", "high"],
    [10, "Adventurous", "high"],
  ])("%i: %s, %s", (level, label, tier) => {
    expect(varietyLabel(level)).toBe(label);
    expect(varietyTier(level)).toBe(tier);
  });
});
