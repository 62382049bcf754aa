import { describe, expect, it } from "vitest";
import { readIngredient } from "@sierra/shared";
import { FOODS } from "./foods";

/**
 * The food knowledge (docs/decisions/046) knows every food of the nutrition table by every one of
 * its names: a recipe written with any of them can be checked for a household.
 */
describe("the food knowledge and the nutrition table", () => {
  it("places every name and synonym of every food", () => {
    const unplaced = FOODS.flatMap((food) => [food.name, ...food.synonyms]).filter(
      (name) => readIngredient({ quantity: null, quantityMax: null, unit: null, name, note: null }).unknown.length > 0,
    );
    expect(unplaced).toEqual([]);
  });
});
