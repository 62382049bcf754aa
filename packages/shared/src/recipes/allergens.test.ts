import { describe, expect, it } from "vitest";
import { allergenCheck, allergenOfTag } from "./allergens";

describe("allergenCheck", () => {
  it.each([
    [["dairy"], ["dairy-free"], []],
    [["Milk"], ["dairy-free"], []],
    [["lactose intolerant"], ["dairy-free"], []],
    [["gluten"], ["gluten-free"], []],
    [["Wheat"], ["gluten-free"], []],
    [["nuts"], ["nut-free"], []],
    [["Peanuts"], ["nut-free"], []],
    [["tree nuts"], ["nut-free"], []],
    [["eggs"], ["egg-free"], []],
    [["egg"], ["egg-free"], []],
    [["shellfish"], ["shellfish-free"], []],
    [["Shrimp"], ["shellfish-free"], []],
    [["sesame"], [], ["sesame"]],
    [["none"], [], []],
    [["", "  "], [], []],
    [["dairy", "nuts", "soy"], ["dairy-free", "nut-free"], ["soy"]],
    [["milk", "cheese"], ["dairy-free"], []],
  ])("%j → requires %j, cannot check %j", (allergies, requiredTags, unchecked) => {
    expect(allergenCheck(allergies)).toEqual({ requiredTags, unchecked });
  });

  it("reads peanut butter as nuts, not dairy; an ice-cream allergy is left for the member to check", () => {
    expect(allergenCheck(["peanut butter"])).toEqual({ requiredTags: ["nut-free"], unchecked: [] });
    expect(allergenCheck(["ice cream"])).toEqual({ requiredTags: [], unchecked: ["ice cream"] });
  });

  it("does not read an egg in eggplant or a nut in nutmeg or coconut", () => {
    expect(allergenCheck(["eggplant"]).requiredTags).toEqual([]);
    expect(allergenCheck(["nutmeg"]).requiredTags).toEqual([]);
    expect(allergenCheck(["coconut"]).requiredTags).toEqual([]);
  });
});

describe("allergenOfTag", () => {
  it.each([
    ["dairy-free", "dairy"],
    ["nut-free", "nuts"],
    ["shellfish-free", "shellfish"],
    ["vegan", "vegan"],
  ] as const)("%s → %s", (tag, allergen) => expect(allergenOfTag(tag)).toBe(allergen));
});
