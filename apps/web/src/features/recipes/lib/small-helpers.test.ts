import { describe, expect, it } from "vitest";
import { normalizeIngredient } from "@sierra/shared";
import { addFavoriteErrorDescription } from "./favorite-errors";
import { emptyHint } from "./empty-hint";
import { coverageText, nutritionRows } from "./nutrition";
import { baseServings, clampServings, scaledIngredientLines } from "./servings";
import { attributionText, cardCategories, visibleSource } from "./card-text";
import type { ListParams } from "./list-params";

const params: ListParams = { q: "", mealType: null, category: null, favorites: false, atHome: false, page: 1 };

describe("emptyHint", () => {
  it("visitors are asked to log in", () => {
    expect(emptyHint({ ...params, favorites: true }, false)).toBe("Please log in to see your personalized recipes.");
  });
  it("favourites only", () => {
    expect(emptyHint({ ...params, favorites: true }, true)).toBe("You haven't favorited any recipes yet.");
  });
  it("filters", () => {
    const text = "No recipes match your current filters. Try adjusting your search criteria or generate new recipes.";
    expect(emptyHint({ ...params, q: "zzz" }, true)).toBe(text);
    expect(emptyHint({ ...params, favorites: true, category: "Thai" }, true)).toBe(text);
  });
});

describe("addFavoriteErrorDescription", () => {
  it.each([
    [{ status: 409, code: "ALREADY_FAVORITE", message: "Recipe already in favorites" }, "Recipe already in favorites"],
    [{ status: 400, code: "ALREADY_FAVORITE", message: "duplicate key" }, "Recipe already in favorites"],
    [{ status: 401, message: "User not authenticated" }, "User not authenticated"],
    [{ status: 500, message: "boom" }, "Error adding to favorites: boom"],
  ])("%j", (error, text) => expect(addFavoriteErrorDescription(error)).toBe(text));
});

describe("nutritionRows", () => {
  it("calories only when nothing else is present", () => {
    expect(nutritionRows({ calories: 412.6 })).toEqual([{ key: "calories", label: "Calories", value: "413" }]);
  });
  it("grams and milligrams, in the spec's order", () => {
    const rows = nutritionRows({ calories: 500, sodium: 812.4, protein: 31.26, carbs: 40, fat: 12.04, fiber: 0, sugar: 6.5 });
    expect(rows.map((r) => `${r.label} ${r.value}`)).toEqual([
      "Calories 500",
      "Protein 31.3 g",
      "Carbs 40 g",
      "Fat 12 g",
      "Fiber 0 g",
      "Sugar 6.5 g",
      "Sodium 812 mg",
    ]);
  });
  it("coverage", () => {
    expect(coverageText(0.923)).toContain("92%");
    expect(coverageText(null)).toBeNull();
  });
});

describe("servings", () => {
  it("default 4", () => {
    expect(baseServings(null)).toBe(4);
    expect(baseServings(0)).toBe(4);
    expect(baseServings(6)).toBe(6);
  });
  it("clamps", () => {
    expect(clampServings(0)).toBe(1);
    expect(clampServings(100)).toBe(48);
    expect(clampServings(Number.NaN)).toBe(1);
  });
  it("rescales quantities and leaves the rest", () => {
    const lines = ["2 cups flour", "1 1/2 tsp salt", "salt to taste", "2-3 cloves garlic"].map((l) => normalizeIngredient(l));
    // "to taste" is read as the line's note, so it is shown after a comma.
    expect(scaledIngredientLines(lines, 4, 8)).toEqual(["4 cups flour", "3 tsp salt", "salt, to taste", "4-6 cloves garlic"]);
    // Cloves are counted whole: 1 1/2 rounds to 2 (roundCount).
    expect(scaledIngredientLines(lines, 4, 2)).toEqual(["1 cup flour", "3/4 tsp salt", "salt, to taste", "1-2 cloves garlic"]);
  });
});

describe("card text", () => {
  it("first category is the category, the rest tags", () => {
    expect(cardCategories(["Dinner", "Italian", "Pasta"])).toEqual({ category: "Dinner", tags: ["Italian", "Pasta"] });
    expect(cardCategories([])).toEqual({ category: null, tags: [] });
  });
  it("attribution", () => {
    expect(attributionText({ chefs: ["Ada"], inspiration: "x" })).toBe("Inspired by Ada");
    expect(attributionText({ chefs: ["Ada", "Bo", "Cy"], inspiration: "" })).toBe("Inspired by Ada, Bo and Cy");
    expect(attributionText({ chefs: [], inspiration: " A market classic. " })).toBe("A market classic.");
    expect(attributionText({ chefs: [], inspiration: "" })).toBeNull();
    expect(attributionText(null)).toBeNull();
  });
  it("source", () => {
    expect(visibleSource("generated")).toBeNull();
    expect(visibleSource("Sierra test kitchen")).toBe("Sierra test kitchen");
    expect(visibleSource(null)).toBeNull();
  });
});
