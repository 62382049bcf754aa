import { describe, expect, it } from "vitest";
import { allergenConflicts } from "./recipe-allergens";

describe("allergens in a model's recipe", () => {
  const table: [string[], string[], { allergen: string; ingredient: string }[]][] = [
    [["2 tbsp peanut butter", "1 cup rice"], ["Peanuts"], [{ allergen: "Peanuts", ingredient: "2 tbsp peanut butter" }]],
    [["200 g shrimp, peeled"], ["shellfish"], [{ allergen: "shellfish", ingredient: "200 g shrimp, peeled" }]],
    [
      ["1 cup grated parmesan cheese", "2 eggs"],
      ["dairy", "eggs"],
      [
        { allergen: "dairy", ingredient: "1 cup grated parmesan cheese" },
        { allergen: "eggs", ingredient: "2 eggs" },
      ],
    ],
    [["1 tbsp soy sauce"], ["gluten"], [{ allergen: "gluten", ingredient: "1 tbsp soy sauce" }]],
    [["1 tbsp tahini"], ["sesame"], [{ allergen: "sesame", ingredient: "1 tbsp tahini" }]],
    // An allergy no rule knows is still found by its words.
    [["2 kiwis, sliced"], ["kiwi"], [{ allergen: "kiwi", ingredient: "2 kiwis, sliced" }]],
    // Coconut milk is not milk to the food table.
    [["1 cup coconut milk", "1 cup rice"], ["dairy"], []],
    [["1 cup rice"], ["none", "tree nuts", ""], []],
  ];
  it.each(table)("%j with allergies %j", (ingredients, allergies, expected) => {
    expect(allergenConflicts(ingredients, allergies)).toEqual(expected);
  });
});
