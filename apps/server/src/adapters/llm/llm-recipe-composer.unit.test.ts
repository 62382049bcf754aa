import { describe, expect, it, vi } from "vitest";
import type { GenerationRequest } from "@sierra/shared";
import { expectAppError, useOpenAITestServer } from "../../testing/openai-test-hooks";
import { composeRecipeWithModel, composerMessages } from "./llm-recipe-composer";

const openai = useOpenAITestServer();
const env = () => ({ LLM_BASE_URL: openai.server.baseUrl, LLM_API_KEY: undefined, LLM_MODEL: "test-model", LLM_TIMEOUT_MS: 10_000 });
const request: GenerationRequest = { prompt: "a spicy lentil soup", servings: null, mealType: "dinner", cuisine: "Indian", maxMinutes: 45 };
const constraints = { allergies: ["peanuts", "Sesame"], diets: ["vegetarian"], dislikes: ["cilantro"], householdSize: 3 };

const soup = {
  title: "Spicy Red Lentil Soup",
  description: "A warming soup with cumin and chili.",
  ingredients: ["1 cup red lentils", "1 onion, chopped", "2 cloves garlic", "1 tsp ground cumin", "4 cups vegetable broth"],
  steps: ["Soften the onion and garlic.", "Add lentils, cumin and broth; simmer 20 minutes."],
  servings: 3,
  prepTime: 10,
  cookTime: 25,
  cuisine: "Indian",
  categories: ["Soup"],
};
const answer = (recipe: unknown) => ({ text: [typeof recipe === "string" ? recipe : JSON.stringify(recipe)] });

describe("composeRecipeWithModel", () => {
  it("asks for the recipe as a JSON schema and returns it validated, without the model's nutrition", async () => {
    openai.server.enqueue(answer({ ...soup, nutrition: { calories: 12 } }));
    const recipe = await composeRecipeWithModel(env(), request, constraints);

    expect(recipe).toEqual({ ...soup, categories: ["Dinner", "Soup"] });
    expect(recipe).not.toHaveProperty("nutrition");
    const [sent] = openai.server.chatRequests();
    expect(sent!.stream).toBeFalsy();
    expect(sent!.response_format?.type).toBe("json_schema");
    expect(Object.keys(sent!.response_format!.json_schema!.schema.properties as object)).not.toContain("nutrition");
    const prompt = sent!.messages.map((m) => String(m.content)).join("\n");
    expect(prompt).toContain("a spicy lentil soup");
    expect(prompt).toContain("Servings: 3");
    expect(prompt).toContain("Allergies: peanuts, Sesame");
    expect(prompt).toContain("Dislikes: cilantro");
  });

  it("refuses output that is not JSON or breaks the recipe rules", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const bad of [
      "Sure! Here is a soup: lentils.",
      { ...soup, ingredients: [] },
      { ...soup, servings: 0 },
      { ...soup, title: "x" },
      { ...soup, steps: "Cook it." },
    ]) {
      openai.server.enqueue(answer(bad));
      const error = await expectAppError(composeRecipeWithModel(env(), request, constraints));
      expect([error.status, error.code, error.message]).toEqual([502, "GENERATED_RECIPE_INVALID", composerMessages.invalid]);
    }
  });

  it("maps a failing server to ASSISTANT_UNAVAILABLE", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    openai.server.enqueue({ status: 404, error: "model 'test-model' not found" });
    const error = await expectAppError(composeRecipeWithModel(env(), request, constraints));
    expect([error.status, error.code]).toEqual([502, "ASSISTANT_UNAVAILABLE"]);
  });
});
