import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIngredient, formatQuantity, normalizeIngredient, parseIngredientLine, scaleIngredient } from "./ingredient";
import { resolveUnit } from "./units";

describe("parseIngredientLine", () => {
  it.each([
    ["2 tbsp extra-virgin olive oil", { quantity: 2, quantityMax: null, unit: "tablespoon", name: "extra-virgin olive oil", note: null }],
    ["1 yellow onion, diced", { quantity: 1, quantityMax: null, unit: null, name: "yellow onion", note: "diced" }],
    [
      "1 1/2 lb chicken thigh, boneless and skinless",
      { quantity: 1.5, quantityMax: null, unit: "pound", name: "chicken thigh", note: "boneless and skinless" },
    ],
    ["2-3 cloves garlic, minced", { quantity: 2, quantityMax: 3, unit: "clove", name: "garlic", note: "minced" }],
    ["½ cup whole milk", { quantity: 0.5, quantityMax: null, unit: "cup", name: "whole milk", note: null }],
    ["1¼ cups flour", { quantity: 1.25, quantityMax: null, unit: "cup", name: "flour", note: null }],
    ["¾ tsp salt", { quantity: 0.75, quantityMax: null, unit: "teaspoon", name: "salt", note: null }],
    ["200 g spaghetti", { quantity: 200, quantityMax: null, unit: "gram", name: "spaghetti", note: null }],
    ["1 pinch saffron", { quantity: 1, quantityMax: null, unit: "pinch", name: "saffron", note: null }],
    ["salt and black pepper, to taste", { quantity: null, quantityMax: null, unit: null, name: "salt and black pepper", note: "to taste" }],
    ["4 slice sourdough bread", { quantity: 4, quantityMax: null, unit: "slice", name: "sourdough bread", note: null }],
    ["2 handfuls baby spinach", { quantity: 2, quantityMax: null, unit: "handful", name: "baby spinach", note: null }],
    ["3 smidgens paprika", { quantity: 3, quantityMax: null, unit: null, name: "smidgens paprika", note: null }],
  ])("%s", (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });
});

describe("any text", () => {
  // Lines come from users and imports: whatever they hold, the reader answers with a well-formed line.
  const pieces = fc.constantFrom(
    "1",
    "½",
    "1/0",
    "0/0",
    "2-3",
    "x",
    "(14.5 oz)",
    "can",
    "tbsp",
    "/",
    "150 g",
    ",",
    "chopped",
    "and",
    "&",
    "to taste",
    "(",
    ")",
    "-",
    "about",
    "a",
    "large",
    "eggs",
    " ",
  );
  it("never throws and keeps numbers finite", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces, { maxLength: 12 }).map((p) => p.join(" ")),
        ),
        (line) => {
          const i = parseIngredientLine(line);
          expect(i.quantity === null || Number.isFinite(i.quantity)).toBe(true);
          expect(i.quantityMax === null || (Number.isFinite(i.quantityMax) && i.quantityMax > (i.quantity ?? 0))).toBe(true);
          expect(typeof i.name).toBe("string");
          for (const m of [i.containerSize, i.alternative]) if (m) expect(Number.isFinite(m.quantity)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("legacy shapes", () => {
  it("accepts item / qty / unit objects", () => {
    expect(normalizeIngredient({ item: "carrots", qty: "2", unit: "cups" })).toEqual({
      quantity: 2,
      quantityMax: null,
      unit: "cup",
      name: "carrots",
      note: null,
      food: "carrot",
    });
    expect(normalizeIngredient({ item: "eggs", qty: 3 })).toEqual({ quantity: 3, quantityMax: null, unit: null, name: "eggs", note: null, food: "egg" });
    expect(normalizeIngredient({ item: "thyme", unit: "bunch" })).toMatchObject({ quantity: null, unit: "bunch", name: "thyme" });
  });

  it("keeps an unknown unit word as written", () => {
    expect(normalizeIngredient({ item: "saffron", qty: 1, unit: "smidgen" })).toMatchObject({ unit: "smidgen" });
    expect(normalizeIngredient({ item: "beans", qty: 1, unit: "tin" })).toMatchObject({ unit: "can" });
  });
});

describe("display", () => {
  it.each([
    ["plain strings as they are", "2 eggs, beaten", "2 eggs, beaten"],
    ["objects joined, empty parts dropped", { item: "flour", qty: "1.5", unit: "cups" }, "1 1/2 cups flour"],
    ["no quantity", { item: "salt" }, "salt"],
    ["nothing at all", {}, "Unknown ingredient"],
    ["empty string", "  ", "Unknown ingredient"],
  ])("%s", (_label, input, expected) => {
    expect(formatIngredient(input)).toBe(expected);
  });

  it("formats parsed lines with ranges and notes", () => {
    expect(formatIngredient(parseIngredientLine("2-3 cloves garlic, minced"))).toBe("2-3 cloves garlic, minced");
    expect(formatIngredient(parseIngredientLine("1 tbsp honey"))).toBe("1 tbsp honey");
  });

  it.each([
    [1.5, "1 1/2"],
    [0.333, "1/3"],
    [2, "2"],
    [0.125, "1/8"],
    [2.4, "2.4"],
    [0.75, "3/4"],
    [0.375, "3/8"],
    [1.875, "1 7/8"],
  ])("quantity %s -> %s", (n, text) => {
    expect(formatQuantity(n)).toBe(text);
  });

  it("rescales quantities for other servings", () => {
    const line = parseIngredientLine("2-3 cloves garlic");
    expect(scaleIngredient(line, 2)).toMatchObject({ quantity: 4, quantityMax: 6 });
    expect(formatIngredient(scaleIngredient(parseIngredientLine("1 cup rice"), 1.5))).toBe("1 1/2 cups rice");
    expect(scaleIngredient(parseIngredientLine("salt, to taste"), 3).quantity).toBeNull();
    const dual = scaleIngredient(parseIngredientLine("3/4 cup/150 grams sugar"), 2);
    expect(dual).toMatchObject({ quantity: 1.5, alternative: { quantity: 300, unit: "gram" } });
  });

  it.each([
    ["125 g butter", 0.5, "63 g butter"],
    ["250 g butter", 0.25, "63 g butter"],
    ["5 g salt", 0.5, "2.5 g salt"],
    ["1 kg potatoes", 1.5, "1.5 kg potatoes"],
    ["500 ml stock", 1.25, "625 ml stock"],
    ["1 l milk", 0.75, "0.75 l milk"],
  ])("metric amounts scale to what a scale or jug shows: %s x %s", (line, factor, shown) => {
    expect(formatIngredient(scaleIngredient(parseIngredientLine(line), factor))).toBe(shown);
  });

  it("shows sizes and container sizes, keeps the container size when scaling", () => {
    expect(formatIngredient(parseIngredientLine("1 (14.5 oz) can diced tomatoes, drained"))).toBe("1 can (14.5 oz) tomatoes, diced, drained");
    expect(formatIngredient(scaleIngredient(parseIngredientLine("1 (14.5 oz) can tomatoes"), 2))).toBe("2 cans (14.5 oz) tomatoes");
    expect(formatIngredient(parseIngredientLine("6 large cloves of garlic"))).toBe("6 large cloves garlic");
  });
});

describe("unit table", () => {
  it.each([
    ["tbsp", "tablespoon", 14.787],
    ["cups", "cup", 236.588],
    ["lb", "pound", 453.592],
    ["g", "gram", 1],
    ["fl oz", "fluid ounce", 29.574],
  ])("%s", (word, id, size) => {
    expect(resolveUnit(word)).toMatchObject({ id, size });
  });
  it("does not know made-up units", () => {
    expect(resolveUnit("smidgen")).toBeNull();
  });
});
