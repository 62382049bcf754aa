import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "../recipes/ingredient";
import { roundForShopping, tidyUnit } from "./amounts";
import { mergeNeeds, type Need } from "./merge";
import { needOf } from "./needs";

/** A need from a written line, as the server builds it; density only when given (the food table's gramsPerCup). */
function need(line: string, key: string, opts: { gramsPerCup?: number; recipe?: string; factor?: number } = {}): Need {
  const recipe = { id: opts.recipe ?? "r1", title: opts.recipe ?? "r1" };
  return needOf(parseIngredientLine(line), { key, aisle: "other", gramsPerCup: opts.gramsPerCup ?? null }, recipe, opts.factor ?? 1);
}

const show = (lines: Need[]) => lines.map((l) => `${l.key}: ${l.quantity === null ? "-" : Math.round(l.quantity * 1000) / 1000} ${l.unit ?? ""}`.trim());

describe("merging lines of the same food", () => {
  it.each([
    ["masses add up in the unit that carried most", ["200 g rice", "1 kg rice"], "white rice", [], ["white rice: 1.2 kilogram"]],
    ["pounds and grams", ["1 lb chicken breast", "200 g chicken breast"], "chicken breast", [], ["chicken breast: 1.441 pound"]],
    ["volumes add up", ["1 cup milk", "2 tbsp milk"], "whole milk", [], ["whole milk: 1.125 cup"]],
    ["mass and volume with a known density (rice, 185 g a cup)", ["200 g rice", "1 cup rice"], "white rice", [185], ["white rice: 385 gram"]],
    ["mass and volume without a density stay two lines", ["200 g spinach", "1 cup spinach"], "spinach", [], ["spinach: 200 gram", "spinach: 1 cup"]],
    ["plain counts add up", ["2 onions", "1 large onion"], "yellow onion", [], ["yellow onion: 3"]],
    ["cloves stay cloves", ["3 cloves garlic", "2 garlic cloves"], "garlic", [], ["garlic: 5 clove"]],
    ["cans stay cans", ["1 can chickpeas", "2 cans chickpeas"], "chickpeas", [], ["chickpeas: 3 can"]],
    ["sized cans add up when the size is the same", ["1 (15 oz) can chickpeas", "2 (15 oz) cans chickpeas"], "chickpeas", [], ["chickpeas: 3 can"]],
    ["a can of unstated size is the size the other lines name", ["1 (15 oz) can chickpeas", "1 can chickpeas"], "chickpeas", [], ["chickpeas: 2 can"]],
    [
      "cans of different sizes stay apart",
      ["1 (15 oz) can tomatoes", "1 (28 oz) can tomatoes"],
      "canned diced tomatoes",
      [],
      ["canned diced tomatoes: 1 can", "canned diced tomatoes: 1 can"],
    ],
    ["cans and grams of one food stay apart", ["1 can chickpeas", "200 g chickpeas"], "chickpeas", [], ["chickpeas: 1 can", "chickpeas: 200 gram"]],
    ["a count and a weight stay apart", ["2 onions", "200 g onion"], "yellow onion", [], ["yellow onion: 2", "yellow onion: 200 gram"]],
    ["to taste joins the measured line", ["salt to taste", "1 tsp salt"], "salt", [], ["salt: 1 teaspoon"]],
    ["to taste alone stays unmeasured", ["salt to taste", "salt, for seasoning"], "salt", [], ["salt: -"]],
    ["a range buys its upper end", ["2-3 cloves garlic", "1 clove garlic"], "garlic", [], ["garlic: 4 clove"]],
    ["an unknown unit only with itself", ["1 bag spinach", "2 bags spinach", "1 bunch spinach"], "spinach", [], ["spinach: 3 bag", "spinach: 1 bunch"]],
  ])("%s", (_label, lines, key, density, expected) => {
    expect(show(mergeNeeds(lines.map((l, i) => need(l, key, { gramsPerCup: density[0], recipe: `r${i}` }))))).toEqual(expected);
  });

  it("never merges different foods with similar names", () => {
    const lines = [
      need("1 tsp garlic powder", "garlic powder"),
      need("2 cloves garlic", "garlic"),
      need("1 cup coconut milk", "coconut milk"),
      need("1 cup milk", "whole milk"),
      need("1 tbsp garlic salt", "garlic salt"),
    ];
    expect(show(mergeNeeds(lines))).toEqual([
      "garlic powder: 1 teaspoon",
      "garlic: 2 clove",
      "coconut milk: 1 cup",
      "whole milk: 1 cup",
      "garlic salt: 1 tablespoon",
    ]);
  });

  it("a line says every recipe that needs it, once each", () => {
    const [line] = mergeNeeds([
      need("1 onion", "yellow onion", { recipe: "Chili" }),
      need("2 onions", "yellow onion", { recipe: "Soup" }),
      need("1 onion", "yellow onion", { recipe: "Chili" }),
    ]);
    expect(line!.recipes.map((r) => r.title)).toEqual(["Chili", "Soup"]);
    expect(line!.quantity).toBe(4);
  });

  it("scales each recipe's lines to the household before adding", () => {
    const merged = mergeNeeds([need("2 cups rice", "white rice", { factor: 0.5 }), need("1 cup rice", "white rice", { factor: 1.5 })]);
    expect(show(merged)).toEqual(["white rice: 2.5 cup"]);
  });

  it("the name is the one most recipes used", () => {
    const [line] = mergeNeeds([need("1 red onion", "red onion"), need("2 red onions", "red onion"), need("1 onion, red", "red onion")]);
    expect(line!.name).toBe("red onion");
  });
});

describe("amounts to buy", () => {
  it.each([
    [
      { quantity: 1500, unit: "gram" },
      { quantity: 1.5, unit: "kilogram" },
    ],
    [
      { quantity: 6, unit: "teaspoon" },
      { quantity: 2, unit: "tablespoon" },
    ],
    [
      { quantity: 12, unit: "tablespoon" },
      { quantity: 0.75, unit: "cup" },
    ],
    [
      { quantity: 900, unit: "gram" },
      { quantity: 900, unit: "gram" },
    ],
  ])("tidies %o into %o", (amount, expected) => {
    const tidy = tidyUnit(amount);
    expect({ quantity: Math.round(tidy.quantity! * 1000) / 1000, unit: tidy.unit }).toEqual(expected);
  });

  it.each([
    ["half an onion is an onion", { quantity: 0.5, unit: null }, 1],
    ["1.2 cans is two cans", { quantity: 1.2, unit: "can" }, 2],
    ["grams to the whole gram", { quantity: 212.3, unit: "gram" }, 213],
    ["cups to the next quarter", { quantity: 1.1, unit: "cup" }, 1.25],
    ["an exact sum is not rounded up by float error", { quantity: 0.1 + 0.2 + 0.7, unit: "cup" }, 1],
    ["nothing measured stays unmeasured", { quantity: null, unit: null }, null],
  ])("%s", (_label, amount, expected) => {
    expect(roundForShopping(amount).quantity).toBe(expected);
  });
});
