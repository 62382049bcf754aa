import { describe, expect, it } from "vitest";
import { ALLERGEN_FAMILIES, DIETS, FAMILY_LABELS, householdConflicts, normalizeIngredient, type GenerationRequest } from "@sierra/shared";
import { CATALOGUE } from "../recipes/catalogue/catalogue-files";
import { adaptRecipe, roundAmount } from "./adapt-recipe";
import { GenerationError, generationReasons, toRecipeInput } from "./composer";
import { composeFromCatalogue } from "./local-composer";
import type { SourceRecipe } from "./source-recipes";
import { constraintsFor as household } from "./test-helpers";

const SOURCES: SourceRecipe[] = CATALOGUE.map((r, i) => ({
  id: String(i),
  title: r.title,
  description: r.description,
  cuisine: r.cuisine,
  categories: r.categories,
  complexity: r.complexity,
  servingSize: r.servings,
  prepTime: r.prepTime,
  cookTime: r.cookTime,
  ingredients: r.ingredients.map(normalizeIngredient),
  steps: r.steps,
  dietaryTags: r.dietaryTags,
  attribution: r.attribution,
}));

const ask = (prompt: string, over: Partial<GenerationRequest> = {}): GenerationRequest => ({
  prompt,
  servings: null,
  mealType: null,
  cuisine: null,
  maxMinutes: null,
  ...over,
});
const reasonOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof GenerationError ? error.reason : String(error);
  }
  return null;
};

describe("the local composer", () => {
  it("answers a shellfish allergy asking for shrimp with a shellfish-free adaptation that says what it came from", () => {
    const limits = household({ allergies: ["shellfish"] });
    const recipe = composeFromCatalogue(SOURCES, ask("shrimp and grits"), limits);
    expect(recipe.title).toBe("White Fish and Grits");
    expect(householdConflicts(recipe, limits.limits)).toEqual([]);
    const text = [...recipe.ingredients, ...recipe.steps, recipe.title].join("\n").toLowerCase();
    expect(text).not.toMatch(/shrimp|prawn/);
    expect(recipe.ingredients).toContain("1 lb firm white fish, cut into bite-size pieces");
    expect(recipe.attribution).toEqual({
      chefs: [],
      inspiration: expect.stringMatching(/^Adapted by Sierra from Lowcountry Shrimp and Grits \(after Bill Neal\)/),
    });
    expect(toRecipeInput(recipe).source).toBe("generated");
  });

  it("scales amounts to the household's servings, in amounts a cook can measure", () => {
    const recipe = composeFromCatalogue(SOURCES, ask("shrimp and grits"), household({}, { servings: 2 }));
    expect(recipe.servings).toBe(2);
    expect(recipe.ingredients).toEqual(expect.arrayContaining(["1 cup whole milk", "1/2 lb shrimp, large, peeled and deveined", "2 slices bacon, chopped"]));
  });

  it("titles the recipe for the request when the recipe is that dish, and cuisine-matches", () => {
    expect(composeFromCatalogue(SOURCES, ask("a spicy lentil soup"), household()).title).toBe("Spicy Lentil Soup");
    const thai = composeFromCatalogue(SOURCES, ask("a noodle dish", { cuisine: "Thai" }), household());
    expect(thai.cuisine).toBe("thai");
  });

  it("keeps to the time asked for", () => {
    const sources = SOURCES.filter((s) => (s.prepTime ?? 0) + (s.cookTime ?? 0) <= 20);
    const recipe = composeFromCatalogue(sources, ask("a quick dish", { maxMinutes: 20 }), household());
    expect((recipe.prepTime ?? 0) + (recipe.cookTime ?? 0)).toBeLessThanOrEqual(20);
  });

  it("swaps for every allergy at once (shellfish and fish: chickpeas, not white fish)", () => {
    const recipe = composeFromCatalogue(SOURCES, ask("shrimp and grits"), household({ allergies: ["shellfish", "fish"] }));
    expect(recipe.ingredients.some((l) => /chickpeas/.test(l))).toBe(true);
    expect(recipe.ingredients.some((l) => /fish/.test(l))).toBe(false);
  });

  it("fails with a clear reason when nothing can be made safe, or nothing is that dish", () => {
    // Cheddar has no dairy-free swap in the table, and it is the only shrimp-and-grits recipe.
    expect(reasonOf(() => composeFromCatalogue(SOURCES, ask("shrimp and grits"), household({ allergies: ["dairy"] })))).toBe(generationReasons.allergies);
    expect(reasonOf(() => composeFromCatalogue(SOURCES, ask("shrimp and grits"), household({ diets: ["vegan"] })))).toBe(generationReasons.diets);
    expect(reasonOf(() => composeFromCatalogue(SOURCES, ask("mushroom risotto"), household({ dislikes: ["mushrooms", "zucchini"] })))).toBe(
      generationReasons.dislikes,
    );
    expect(reasonOf(() => composeFromCatalogue(SOURCES, ask("dragonfruit pavlova"), household()))).toBe(generationReasons.nothingFound);
  });

  it("never leaves an allergen or a broken diet in an adapted recipe, across the catalogue", () => {
    const limits = [...ALLERGEN_FAMILIES.map((f) => ({ allergies: [FAMILY_LABELS[f]] })), ...DIETS.map((d) => ({ diets: [d] }))];
    let adapted = 0;
    // Every third recipe, so each limit meets ~100 recipes of every cuisine and the test stays quick.
    for (const source of SOURCES.filter((_, i) => i % 3 === 0)) {
      for (const limit of limits) {
        const constraints = household(limit);
        const result = adaptRecipe(source, constraints, null);
        if (!result.ok) continue;
        adapted += 1;
        expect(householdConflicts(result.recipe, constraints.limits), `${source.title} for ${JSON.stringify(limit)}`).toEqual([]);
        expect(() => toRecipeInput(result.recipe), source.title).not.toThrow();
      }
    }
    // Most recipes can be made safe for one allergy or diet.
    expect(adapted).toBeGreaterThan((SOURCES.length / 3) * limits.length * 0.6);
  }, 60_000);
});

describe("roundAmount", () => {
  it.each([
    // Counted lines round in the shared roundCount (count-rounding.test.ts).
    [1.3333, 1.333],
    [0.375, 0.375],
    [2.6, 2.625],
    [0.32, 0.333],
    [6.4, 6],
  ])("%s → %s", (quantity, expected) => {
    expect(roundAmount(quantity)).toBeCloseTo(expected, 2);
  });
});
