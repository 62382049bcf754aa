import { describe, expect, it } from "vitest";
import type { GenerationRequest } from "@sierra/shared";
import { parseEnv } from "../../env";
import { expectAppError, useOpenAITestServer } from "../../testing/openai-test-hooks";
import { createModelComposer, modelRecipeConflict } from "./model-composer";
import { constraintsFor } from "./test-helpers";

const openai = useOpenAITestServer();
const composer = () => createModelComposer(parseEnv({ LLM_BASE_URL: openai.server.baseUrl, LLM_MODEL: "test-model" }));
const request: GenerationRequest = { prompt: "a spicy lentil soup", servings: null, mealType: "dinner", cuisine: "Indian", maxMinutes: 45 };
const constraints = constraintsFor({ allergies: ["peanuts", "Sesame"], diets: ["vegetarian"] }, { servings: 3 });
const soup = (extra: string) => ({
  text: [
    JSON.stringify({
      title: "Spicy Red Lentil Soup",
      description: "A warming soup.",
      ingredients: ["1 cup red lentils", "4 cups vegetable broth", extra],
      steps: ["Simmer everything 20 minutes."],
      servings: 3,
      prepTime: 10,
      cookTime: 25,
      cuisine: "Indian",
      categories: ["Soup"],
    }),
  ],
});

describe("the model's composer", () => {
  it("refuses a recipe the household rule refuses: an allergen, hidden or not, or a broken diet", async () => {
    openai.server.enqueue(soup("2 tbsp crushed peanuts"));
    const peanut = await expectAppError(composer().compose(request, constraints, new AbortController().signal));
    expect([peanut.status, peanut.code, peanut.message]).toEqual([422, "GENERATED_RECIPE_CONFLICT", modelRecipeConflict("the recipe has peanuts")]);

    openai.server.enqueue(soup("1 tbsp tahini"));
    const sesame = await expectAppError(composer().compose(request, constraints, new AbortController().signal));
    expect(sesame.message).toBe(modelRecipeConflict("tahini contains sesame"));

    openai.server.enqueue(soup("2 cups chicken stock"));
    const stock = await expectAppError(composer().compose(request, constraints, new AbortController().signal));
    expect(stock.message).toBe(modelRecipeConflict("chicken stock is not vegetarian"));
  });

  it("hands over a recipe without them", async () => {
    openai.server.enqueue(soup("1 onion, chopped"));
    expect((await composer().compose(request, constraints, new AbortController().signal)).ingredients).toContain("1 onion, chopped");
  });
});
