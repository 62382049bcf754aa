import { describe, expect, it } from "vitest";
import { reading, type ReadingRow } from "./reading";

describe("words after a number that count but are no unit", () => {
  it.each<ReadingRow>([
    // servings, batches, recipes, "unit(s)", "no.": the number counts the food
    ["3 servings cooked couscous", 3, null, "cooked couscous"],
    ["2 portions egg noodles", 2, null, "egg noodle"],
    ["1 batch shortcrust pastry", 1, null, "shortcrust pastry"],
    ["½ recipe cream cheese frosting", 0.5, null, "cream cheese frosting"],
    ["3 unit(s) Carrot", 3, null, "carrot"],
    ["1 unit(s) Garlic Clove", 1, "clove", "garlic"],
    ["6 nos. green cardamom", 6, null, "green cardamom"],
    // lengths: the number stays, the length goes to the note
    ["3 inches galangal, sliced", 3, null, "galangal"],
    ["2-3 cm turmeric root", [2, 3], null, "turmeric root"],
    ["2-inch cinnamon stick", 2, null, "cinnamon stick"],
    ["6 feet hog casings", 6, null, "hog casing"],
    // a length before a count word is one of it
    ["4cm piece of fresh ginger", 1, "piece", "ginger"],
    ['1 (2") piece turmeric', 1, "piece", "turmeric"],
    ["a 3-inch piece of kombu", 1, "piece", "kombu"],
    ["2 in. knob ginger, peeled", 1, "knob", "ginger"],
    ["2 5cm chunks of pineapple", 2, "chunk", "pineapple"],
    ["1 thumb-sized piece of ginger", 1, "piece", "ginger"],
    // an article or "of" between the number and what it counts
    ["½ a bunch of flat-leaf parsley", 0.5, "bunch", "flat-leaf parsley"],
    ["1/2 an avocado, sliced", 0.5, null, "avocado"],
    ["1/4 of a red cabbage", 0.25, null, "red cabbage"],
    // small amounts that are no unit, and "a few"
    ["a drizzle of maple syrup", 1, null, "maple syrup"],
    ["A dollop of crème fraîche", 1, null, "creme fraiche"],
    ["Glug of red wine", null, null, "red wine"],
    ["a few sprigs of dill", null, "sprig", "dill"],
    ["Several mint leaves", null, null, "mint leaf"],
    ["a little olive oil", null, null, "olive oil"],
    ["A little gem lettuce", 1, null, "little gem lettuce"],
    // "each" and a second amount after the unit
    ["1/2 tsp each ground cumin and coriander", 0.5, "teaspoon", "ground cumin and coriander"],
    ["1 cup or 240 ml whole milk", 1, "cup", "whole milk"],
    ["3 x 400g tins or 2 x 800g tins of chopped tomatoes", 3, "can", "tomato"],
    ["2 large or 3 small leeks, sliced", 2, null, "leek"],
    ["1 cup or so vegetable stock", 1, "cup", "vegetable stock"],
    ["3 or more tbsp capers", 3, "tablespoon", "caper"],
  ])("%s", (line, ...expected) => expect(reading(line)).toEqual(expected));
});
