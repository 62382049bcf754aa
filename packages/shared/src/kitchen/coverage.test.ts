import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "../recipes/ingredient";
import { isTapWater, pantryCoverage } from "./coverage";
import { needOf } from "./needs";
import type { Stock } from "./stock";

const need = (line: string, key: string) => needOf(parseIngredientLine(line), { key, aisle: "other", gramsPerCup: null }, null, 1);
const stock = (key: string, quantity: number | null = null, unit: string | null = null): Stock => ({ key, quantity, unit, containerSize: null });

describe("isTapWater", () => {
  it.each([
    ["2 cups water", "water", true],
    ["1 cup tap water", "tap water", true],
    ["3 cups boiling water", "boiling water", true],
    ["1/2 cup cold water", "cold water", true],
    ["1 cup ice water", "ice water", true],
    ["1 cup coconut water", "coconut water", false],
    ["1 tsp rose water", "rose water", false],
    ["1 cup sparkling water", "sparkling water", false],
    ["1 can water chestnuts", "water chestnuts", false],
  ])("%s -> %s", (line, key, expected) => expect(isTapWater(need(line, key))).toBe(expected));
});

describe("pantryCoverage", () => {
  const recipe = [
    need("2 cups tap water", "tap water"),
    need("500 g rice", "white rice"),
    need("2 onions", "yellow onion"),
    need("3 serrano peppers", "serrano pepper"),
  ];

  it.each([
    ["an empty pantry has none at home, water not counted", [], { atHome: 0, total: 3 }],
    ["rice at home", [stock("white rice", 1, "kilogram")], { atHome: 1, total: 3 }],
    ["everything but water stocked", [stock("white rice", 1, "kilogram"), stock("yellow onion", 5), stock("serrano pepper", 4)], { atHome: 3, total: 3 }],
  ])("%s", (_label, have, expected) => expect(pantryCoverage(recipe, have)).toEqual(expected));

  it("a recipe of water alone has nothing to count", () => expect(pantryCoverage([need("1 l water", "water")], [])).toEqual({ atHome: 0, total: 0 }));
});
