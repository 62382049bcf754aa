import { describe, expect, it } from "vitest";
import { namesAllergen, namesFood, replaceInText, substitutesFor, type AllergenTag } from "./substitutions";

describe("namesAllergen", () => {
  it.each<[AllergenTag, string, boolean]>([
    ["dairy-free", "whole milk", true],
    ["dairy-free", "unsalted butter", true],
    ["dairy-free", "sharp cheddar", true],
    ["dairy-free", "greek yogurt", true],
    ["dairy-free", "coconut milk", false],
    ["dairy-free", "peanut butter", false],
    ["dairy-free", "butter beans", false],
    ["dairy-free", "cream of tartar", false],
    ["dairy-free", "coconut cream", false],
    ["gluten-free", "all-purpose flour", true],
    ["gluten-free", "spaghetti", true],
    ["gluten-free", "soy sauce", true],
    ["gluten-free", "egg noodles", true],
    ["gluten-free", "rice noodles", false],
    ["gluten-free", "rice flour", false],
    ["gluten-free", "corn tortillas", false],
    ["gluten-free", "tamari", false],
    ["nut-free", "peanuts", true],
    ["nut-free", "pine nuts", true],
    ["nut-free", "almond milk", true],
    ["nut-free", "water chestnuts", false],
    ["nut-free", "nutmeg", false],
    ["nut-free", "coconut", false],
    ["nut-free", "butternut squash", false],
    ["egg-free", "eggs", true],
    ["egg-free", "egg yolks", true],
    ["egg-free", "mayonnaise", true],
    ["egg-free", "eggplant", false],
    ["shellfish-free", "shrimp", true],
    ["shellfish-free", "oyster sauce", true],
    ["shellfish-free", "shrimp stock", true],
    ["shellfish-free", "oyster mushrooms", false],
    ["shellfish-free", "cod", false],
  ])("%s: %s → %s", (tag, name, expected) => {
    expect(namesAllergen(tag, name)).toBe(expected);
  });
});

describe("namesFood (dislikes and allergies no rule knows)", () => {
  it.each([
    ["mushrooms", "cremini mushrooms", true],
    ["mushroom", "mushrooms", true],
    ["blue cheese", "crumbled blue cheese", true],
    ["cheese", "blue cheese", true],
    ["olives", "olive oil", false],
    ["onions", "onion powder", false],
    ["spicy food", "chili flakes", false],
    ["", "anything", false],
  ])("dislike %s in %s → %s", (food, name, expected) => {
    expect(namesFood(food, name)).toBe(expected);
  });

  it.each([
    ["sesame", "toasted sesame oil", true],
    ["soy", "soy sauce", true],
    ["sesame", "sunflower oil", false],
  ])("allergy %s in %s → %s", (food, name, expected) => {
    expect(namesFood(food, name, "anywhere")).toBe(expected);
  });
});

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
