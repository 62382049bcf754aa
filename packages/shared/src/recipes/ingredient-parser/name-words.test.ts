import { describe, expect, it } from "vitest";
import { parseLine } from "./parse-line";
import { reading, type ReadingRow } from "./reading";

describe("words in the name that say how the food is, not which food", () => {
  it.each<ReadingRow>([
    // state and quality words go to the note
    ["2 cups hot vegetable stock", 2, "cup", "vegetable stock"],
    ["500ml Hot Milk", 500, "milliliter", "milk"],
    ["4 cups hot cooked jasmine rice", 4, "cup", "cooked jasmine rice"],
    ["1 cup home-made pesto", 1, "cup", "pesto"],
    ["2 tbsp store-bought harissa", 2, "tablespoon", "harissa"],
    ["1 tbsp prepared wasabi", 1, "tablespoon", "wasabi"],
    ["3 tbsp high quality cocoa powder", 3, "tablespoon", "cocoa powder"],
    ["100g good quality dark chocolate", 100, "gram", "dark chocolate"],
    ["1 tsp fresh cracked black pepper", 1, "teaspoon", "black pepper"],
    ["2 slightly stale bread rolls", 2, null, "bread roll"],
    ["4 ripe but firm pears", 4, null, "pear"],
    ["1 (15-oz.) can peaches in their own juice", 1, "can", "peach"],
    ["1 (400g) can cherry tomatoes with their juices", 1, "can", "cherry tomato"],
    ["Vanilla Sponge Recipe", null, null, "vanilla sponge"],
    ["1 cup cooked farro 2 185", 1, "cup", "cooked farro"],
    ["3 egg whites + 1 whole egg", 3, null, "egg white"],
    ["1 cup plain flour + more for rolling", 1, "cup", "plain flour"],
    // these name the food and stay
    ["2 tbsp hot sauce", 2, "tablespoon", "hot sauce"],
    ["1 lb hot Italian sausage links", 1, "pound", "hot italian sausage link"],
    ["1 tsp hot smoked paprika", 1, "teaspoon", "hot smoked paprika"],
    ["2 cups hot chocolate", 2, "cup", "hot chocolate"],
    ["1 tbsp curly parsley", 1, "tablespoon", "curly parsley"],
    ["2 tbsp chilli paste in oil", 2, "tablespoon", "chilli paste in oil"],
  ])("%s", (line, ...expected) => expect(reading(line)).toEqual(expected));
});

describe("what stands before or after the food", () => {
  it.each<ReadingRow>([
    // a brand that begins with "The" is kept whole
    ["Handful of The Laughing Cow light cheese triangles", null, "handful", "the laughing cow light cheese triangle"],
    // a count word after the food is its unit, with or without a number
    ["Thyme sprig", null, "sprig", "thyme"],
    ["Celery stalk, chopped", null, "stalk", "celery"],
    // measure words and headings before the amount go to the note
    ["Scant 1/4 cup maple syrup", 0.25, "cup", "maple syrup"],
    ["Heaping 1 tbsp miso", 1, "tablespoon", "miso"],
    ["For dusting: icing sugar", null, null, "icing sugar"],
    ["To finish: flaky salt (optional)", null, null, "flaky salt"],
    // brackets name the food when nothing else does
    ["1/2 cup (45g) (quick oats)", 0.5, "cup", "quick oat"],
  ])("%s", (line, ...expected) => expect(reading(line)).toEqual(expected));

  it("keeps what it moved out of the name in the note", () => {
    expect(parseLine("Scant 1/4 cup maple syrup").note).toBe("Scant");
    expect(parseLine("For dusting: icing sugar").note).toBe("For dusting");
    expect(parseLine("2 cups hot vegetable stock").note).toBe("hot");
    expect(parseLine("1 tbsp lime or lemon juice").note).toBe("or lemon juice");
  });
});
