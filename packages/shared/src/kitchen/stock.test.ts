import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "../recipes/ingredient";
import type { Need } from "./merge";
import { needOf } from "./needs";
import { consumeStock, isAtHome, subtractStock, type Stock } from "./stock";

const need = (line: string, key: string, gramsPerCup: number | null = null): Need =>
  needOf(parseIngredientLine(line), { key, aisle: "other", gramsPerCup }, { id: "r", title: "r" }, 1);
function stock(line: string, key: string, id = key): Stock & { id: string } {
  const p = parseIngredientLine(line);
  return { id, key, quantity: p.quantity, unit: p.unit, containerSize: p.containerSize ?? null };
}
const show = (lines: Need[]) => lines.map((l) => `${l.key}: ${l.quantity === null ? "-" : Math.round(l.quantity * 1000) / 1000} ${l.unit ?? ""}`.trim());

describe("what is left to buy", () => {
  it.each([
    ["nothing at home: all of it", ["500 g rice"], [], ["white rice: 500 gram"]],
    ["part at home: the rest", ["500 g rice"], ["200 g rice"], ["white rice: 300 gram"]],
    ["enough at home: nothing", ["500 g rice"], ["1 kg rice"], []],
    ["kilograms at home cover grams", ["1.5 kg rice"], ["1 kg rice"], ["white rice: 0.5 kilogram"]],
    ["cans at home count against cans", ["3 cans chickpeas"], ["2 cans chickpeas"], ["chickpeas: 1 can"]],
    ["unsized cans at home count against sized ones", ["2 (15 oz) cans chickpeas"], ["1 can chickpeas"], ["chickpeas: 1 can"]],
    ["a weight at home does not answer a count", ["2 onions"], ["500 g onion"], ["yellow onion: 2"]],
    ["some of an unmeasured food covers it", ["1 tsp salt"], ["salt"], []],
    ["to taste is covered by any at home", ["salt to taste"], ["1 kg salt"], []],
    ["to taste with none at home stays", ["salt to taste"], [], ["salt: -"]],
    ["another food never counts", ["2 tsp garlic powder"], ["1 head garlic"], ["garlic powder: 2 teaspoon"]],
  ])("%s", (_label, needs, have, expected) => {
    const keyOf = (line: string) =>
      line.includes("rice")
        ? "white rice"
        : line.includes("chickpea")
          ? "chickpeas"
          : line.includes("onion")
            ? "yellow onion"
            : line.includes("salt")
              ? "salt"
              : line.includes("powder")
                ? "garlic powder"
                : "garlic";
    expect(
      show(
        subtractStock(
          needs.map((n) => need(n, keyOf(n))),
          have.map((h) => stock(h, keyOf(h))),
        ),
      ),
    ).toEqual(expected);
  });

  it("converts cups at home to grams through the density", () => {
    expect(show(subtractStock([need("400 g rice", "white rice", 185)], [{ ...stock("1 cup rice", "white rice"), gramsPerCup: 185 }]))).toEqual([
      "white rice: 215 gram",
    ]);
  });

  it("one jar is not counted twice for two lines of the food", () => {
    const left = subtractStock([need("1 cup milk", "whole milk"), need("1 cup milk", "whole milk")], [stock("1 cup milk", "whole milk")]);
    expect(show(left)).toEqual(["whole milk: 1 cup"]);
  });

  it("two pantry items of one food add up", () => {
    expect(
      subtractStock([need("3 cans chickpeas", "chickpeas")], [stock("1 can chickpeas", "chickpeas", "a"), stock("2 cans chickpeas", "chickpeas", "b")]),
    ).toEqual([]);
  });
});

describe("cooking lowers the pantry", () => {
  it("takes what the recipe used, in each item's own unit, and uses items up", () => {
    const rice = stock("1 kg rice", "white rice", "rice");
    const cans = stock("2 cans chickpeas", "chickpeas", "cans");
    const changes = consumeStock([rice, cans], [need("250 g rice", "white rice"), need("2 cans chickpeas", "chickpeas")]);
    expect(changes.map((c) => [c.item.id, Math.round(c.after * 1000) / 1000, Math.round(c.used * 1000) / 1000])).toEqual([
      ["rice", 0.75, 0.25],
      ["cans", 0, 2],
    ]);
  });

  it("leaves unmeasured items and other foods alone", () => {
    expect(consumeStock([stock("salt", "salt"), stock("2 onions", "yellow onion")], [need("1 tsp salt", "salt"), need("1 cup rice", "white rice")])).toEqual(
      [],
    );
  });

  it("never takes more than there is", () => {
    const [change] = consumeStock([stock("1 can chickpeas", "chickpeas")], [need("3 cans chickpeas", "chickpeas")]);
    expect(change).toMatchObject({ after: 0, used: 1 });
  });

  it("two lines drawing on one item add up in one change", () => {
    const [change] = consumeStock([stock("500 g rice", "white rice")], [need("100 g rice", "white rice"), need("150 g rice", "white rice")]);
    expect(change).toMatchObject({ after: 250, used: 250 });
  });
});

describe("at home", () => {
  it("a line is at home when the pantry covers it", () => {
    const pantry = [stock("2 cans chickpeas", "chickpeas"), stock("salt", "salt")];
    expect(isAtHome(need("1 can chickpeas", "chickpeas"), pantry)).toBe(true);
    expect(isAtHome(need("3 cans chickpeas", "chickpeas"), pantry)).toBe(false);
    expect(isAtHome(need("salt to taste", "salt"), pantry)).toBe(true);
    expect(isAtHome(need("1 lemon", "lemon"), pantry)).toBe(false);
  });
});
