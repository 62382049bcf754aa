import { describe, expect, it } from "vitest";
import { AISLES, parseIngredientLine } from "@sierra/shared";
import aisleTable from "../../catalogue/food-aisles.json" with { type: "json" };
import { FOODS } from "../recipes/nutrition/foods";
import { factsOf, FOOD_AISLES } from "./food-facts";

describe("every food has an aisle", () => {
  it("food-aisles.json lists each food of the table exactly once, and nothing else", () => {
    const listed = Object.values(aisleTable as Record<string, string[]>).flat();
    expect(listed.length).toBe(new Set(listed).size);
    expect(new Set(listed)).toEqual(new Set(FOODS.map((f) => f.name)));
    expect(Object.keys(aisleTable)).toEqual([...AISLES]);
  });

  it.each([
    ["spinach", "produce"],
    ["chicken breast", "meat-fish"],
    ["cheddar cheese", "dairy-eggs"],
    ["egg", "dairy-eggs"],
    ["pita bread", "bakery"],
    ["chickpeas", "pantry"],
    ["canned tuna", "pantry"],
    ["cumin", "spices"],
    ["frozen spinach", "frozen"],
    ["beer", "other"],
  ])("%s is in %s", (food, aisle) => {
    expect(FOOD_AISLES.get(food)).toBe(aisle);
  });
});

describe("a line's facts", () => {
  it.each([
    ["2 cups chopped onion", "yellow onion", "produce", 160],
    ["1 (15 oz) can chickpeas, drained", "chickpeas", "pantry"],
    ["1 cup frozen peas", "green peas", "frozen"],
    ["1 tsp garlic powder", "garlic powder", "spices"],
    ["2 cloves garlic", "garlic", "produce"],
    ["1 cup oat milk", "oat milk", "dairy-eggs", null],
    ["2 dragon fruits", "dragon fruit", "produce", null],
  ])("%s -> %s in %s", (line, key, aisle, gramsPerCup?: number | null) => {
    const facts = factsOf(parseIngredientLine(line));
    expect(facts.key).toBe(key);
    expect(facts.aisle).toBe(aisle);
    if (gramsPerCup !== undefined) expect(facts.gramsPerCup).toBe(gramsPerCup);
  });
});
