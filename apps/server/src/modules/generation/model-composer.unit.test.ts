import { describe, expect, it } from "vitest";
import type { GenerationRequest } from "@sierra/shared";
import { parseEnv } from "../../env";
import { expectAppError, useOpenAITestServer } from "../../testing/openai-test-hooks";
import type { GenerationConstraints } from "./composer";
import { createModelComposer, modelRecipeAllergen } from "./model-composer";

const openai = useOpenAITestServer();
const composer = () => createModelComposer(parseEnv({ LLM_BASE_URL: openai.server.baseUrl, LLM_MODEL: "test-model" }));
const request: GenerationRequest = { prompt: "a spicy lentil soup", servings: null, mealType: "dinner", cuisine: "Indian", maxMinutes: 45 };
const constraints: GenerationConstraints = {
  allergies: ["peanuts", "Sesame"],
  requiredTags: ["nut-free"],
  uncheckedAllergies: ["Sesame"],
  dislikes: [],
  cuisines: [],
  servings: 3,
  cookingComplexity: "simple",
};
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
  it("refuses a recipe with a declared allergen, by the food table or by the allergy's words", async () => {
    openai.server.enqueue(soup("2 tbsp crushed peanuts"));
    const peanut = await expectAppError(composer().compose(request, constraints, new AbortController().signal));
    expect([peanut.status, peanut.code, peanut.message]).toEqual([422, "GENERATED_RECIPE_ALLERGEN", modelRecipeAllergen("peanuts", "2 tbsp crushed peanuts")]);

    openai.server.enqueue(soup("1 tbsp tahini"));
    const sesame = await expectAppError(composer().compose(request, constraints, new AbortController().signal));
    expect(sesame.message).toBe(modelRecipeAllergen("Sesame", "1 tbsp tahini"));
  });

  it("hands over a recipe without them", async () => {
    openai.server.enqueue(soup("1 onion, chopped"));
    expect((await composer().compose(request, constraints, new AbortController().signal)).ingredients).toContain("1 onion, chopped");
  });
});
