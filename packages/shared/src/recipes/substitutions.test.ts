import { describe, expect, it } from "vitest";
import { replaceInText, substitutesFor } from "./substitutions";

describe("substitutesFor", () => {
  it.each([
    ["whole milk", "", ["soy milk", "rice milk"]],
    ["milk", "", ["soy milk", "rice milk"]],
    ["coconut milk", "", []],
    ["unsalted butter", "", ["extra-virgin olive oil"]],
    ["peanut butter", "", ["tahini"]],
    ["heavy cream", "", ["coconut cream"]],
    ["sour cream", "", ["coconut yogurt"]],
    ["shrimp", "Lowcountry Shrimp and Grits", ["firm white fish", "chickpeas"]],
    ["shrimp paste", "", ["fish sauce", "miso"]],
    ["oyster sauce", "", ["hoisin sauce", "tamari"]],
    ["peanuts", "", ["sunflower seeds"]],
    ["walnuts", "", ["pumpkin seeds", "sunflower seeds"]],
    ["spaghetti", "", ["rice noodles"]],
    ["soy sauce", "", ["tamari"]],
    ["flour tortillas", "", ["corn tortillas"]],
    ["all-purpose flour", "Beef Stew", ["rice flour"]],
    ["all-purpose flour", "Buttermilk Pancakes", []],
    ["eggs", "Banana Bread", ["ground flaxseed"]],
    ["eggs", "Spanish Tortilla Española", []],
    ["eggs", "Shakshuka", []],
    ["cilantro", "", ["parsley"]],
    ["cremini mushrooms", "", ["zucchini"]],
    ["olive oil", "", []],
    ["salt", "", []],
  ])("%s in %j → %j", (name, title, expected) => {
    expect(substitutesFor(name, title).map((s) => s.replacement)).toEqual(expected);
  });
});

describe("replaceInText", () => {
  const [fish] = substitutesFor("shrimp");
  const [flax] = substitutesFor("eggs");
  const [oil] = substitutesFor("butter");
  it.each([
    [fish!, "Add the shrimp and cook until pink.", "Add the white fish and cook until pink."],
    [fish!, "Shrimp and Grits", "White Fish and Grits"],
    [flax!, "Beat the eggs with the sugar.", "Beat the flax eggs with the sugar."],
    [flax!, "Add 1 egg.", "Add 1 flax egg."],
    [oil!, "Melt the butter, then add the peanut butter.", "Melt the olive oil, then add the peanut butter."],
  ])("%#: %s", (swap, text, expected) => {
    expect(replaceInText(text, swap)).toBe(expected);
  });
});
