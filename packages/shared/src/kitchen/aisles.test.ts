import { describe, expect, it } from "vitest";
import { AISLE_LABELS, AISLES, aisleOf, aisleRank } from "./aisles";

describe("aisles", () => {
  it("are in store order, produce first and other last, each with a label", () => {
    expect(AISLES.map((a) => AISLE_LABELS[a])).toEqual(["Produce", "Meat & fish", "Dairy & eggs", "Bakery", "Pantry staples", "Spices", "Frozen", "Other"]);
    expect(aisleRank("produce")).toBeLessThan(aisleRank("frozen"));
  });

  it.each([
    ["the table's aisle wins", "spinach", "produce", "produce"],
    ["'frozen' sends a known food to the freezers", "frozen peas", "produce", "frozen"],
    ["an unknown meat", "venison sausages", null, "meat-fish"],
    ["an unknown cheese", "manchego cheese", null, "dairy-eggs"],
    ["an unknown bread", "sourdough bread", null, "bakery"],
    ["an unknown spice", "smoked sea salt seasoning", null, "spices"],
    ["an unknown vegetable", "purple carrots", null, "produce"],
    ["an unknown staple", "arborio rice", null, "pantry"],
    ["ice cream is frozen", "vanilla ice cream", null, "frozen"],
    ["nothing known", "paper towels", null, "other"],
  ] as const)("%s: %s", (_label, name, table, expected) => {
    expect(aisleOf(name, table)).toBe(expected);
  });
});
