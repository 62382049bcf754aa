import { describe, expect, it } from "vitest";
import { reading, type ReadingRow } from "./reading";

describe("an amount written after the name is read as if it stood first", () => {
  it.each<ReadingRow>([
    // after a dash, en dash or colon
    ["Plain flour - 2 cups", 2, "cup", "plain flour"],
    ["Cumin seeds – 1 teaspoon", 1, "teaspoon", "cumin seed"],
    ["Fennel seeds: 1/2 tsp", 0.5, "teaspoon", "fennel seed"],
    ["Cashews - 10-12, halved", [10, 12], null, "cashew"],
    ["Nutmeg - a pinch (freshly grated)", 1, "pinch", "nutmeg"],
    ["Carrots - 3 large, peeled", 3, null, "carrot"],
    ["Star anise - 2 pieces", 2, "piece", "star anise"],
    ["Cloves - 6 pieces", 6, "piece", "clove"],
    ["Peeled garlic, sliced - 8 no.", 8, null, "garlic"],
    ["Galangal, sliced - 3 cm", 3, null, "galangal"],
    // after a comma or a space
    ["Caster sugar, 150g", 150, "gram", "caster sugar"],
    ["Shallot, 1 large, diced", 1, null, "shallot"],
    ["Butter, 1 stick, softened", 1, "stick", "butter"],
    ["Paprika 1 tsp", 1, "teaspoon", "paprika"],
    ["apples 2 or 3", [2, 3], null, "apple"],
    ["Basmati rice 1 ½ cups", 1.5, "cup", "basmati rice"],
    ["Double cream 300 ml (1¼ cups)", 300, "milliliter", "double cream"],
    ["Oat milk 1 carton (1 litre)", 1, "carton", "oat milk"],
    ["Button mushrooms 200g sliced", 200, "gram", "button mushroom"],
    ["Bread flour 00 1kg", 1, "kilogram", "bread flour"],
    // in brackets, or as "x2"
    ["Feta (150g), crumbled", 150, "gram", "feta"],
    ["Chilli flakes (1/2 tsp)", 0.5, "teaspoon", "chilli flake"],
    ["Whole milk (about 2 cups)", 2, "cup", "whole milk"],
    ["Lime x3", 3, null, "lime"],
    ["Red onion x 2, sliced", 2, null, "red onion"],
    ["Brioche buns (x4)", 4, null, "brioche bun"],
    // a heading before the line
    ["Marinade: 3 tbsp soy sauce", 3, "tablespoon", "soy sauce"],
    ["To garnish: sliced spring onions", null, null, "spring onion"],
  ])("%s", (line, ...expected) => expect(reading(line)).toEqual(expected));

  it.each<ReadingRow>([
    // a number inside a note, a size of each, or no amount at all stays as it is
    ["Lime, cut into 6 wedges", null, null, "lime"],
    ["Pitta breads, 6-inch", null, null, "pitta bread"],
    ["Chicken thighs, cut into 2-inch pieces", null, null, "chicken thigh"],
    ["Olive oil - for frying", null, null, "olive oil"],
    ["Sea salt: to taste", null, null, "sea salt"],
    ["pepper to taste ($0.02)", null, null, "pepper"],
    ["Pinch of sugar (optional)", null, "pinch", "sugar"],
  ])("%s", (line, ...expected) => expect(reading(line)).toEqual(expected));
});
