import { describe, expect, it } from "vitest";
import { groupedIngredients, sectionedInput, sectionsAsText, sectionsFromText } from "./ingredient-sections";
import { normalizeIngredient } from "./ingredient";

describe("the review's text box and ingredient groups", () => {
  it.each([
    ["no groups", "1 tea bag\n200 ml water", ["1 tea bag", "200 ml water"]],
    ["a named group", "For the crust:\n250 g flour", [{ line: "250 g flour", section: "For the crust" }]],
    ["lines before any group", "1 egg\nSauce:\n2 tbsp soy sauce", ["1 egg", { line: "2 tbsp soy sauce", section: "Sauce" }]],
    ["an amount ending in a colon is a line", "2 tbsp:\n1 egg", ["2 tbsp:", "1 egg"]],
    ["blank lines and spaces", "  \nTopping: \n\n  50 g cheese ", [{ line: "50 g cheese", section: "Topping" }]],
  ])("%s", (_, text, input) => expect(sectionsFromText(text)).toEqual(input));

  it("reads back what it shows", () => {
    const sections = [
      { title: null, lines: ["1 egg"] },
      { title: "For the crust", lines: ["250 g flour", "125 g butter"] },
    ];
    expect(sectionsFromText(sectionsAsText(sections))).toEqual(sectionedInput(sections));
  });

  it("groups consecutive lines of a saved recipe by their group", () => {
    const ingredients = sectionedInput([
      { title: null, lines: ["1 egg"] },
      { title: "Crust", lines: ["250 g flour", "125 g butter"] },
      { title: "Filling", lines: ["6 apples"] },
    ]).map(normalizeIngredient);
    expect(groupedIngredients(ingredients)).toEqual([
      { title: null, indexes: [0] },
      { title: "Crust", indexes: [1, 2] },
      { title: "Filling", indexes: [3] },
    ]);
  });
});
