import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftToRecipeInput, type RecipeDetail, type RecipeImportResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, type TestClient } from "../../testing/test-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PIE = [
  "Apple Pie",
  "Serves 8",
  "Ingredients",
  "For the crust:",
  "250 g flour",
  "125 g butter",
  "For the filling:",
  "6 apples, sliced",
  "100 g sugar",
  "Method",
  "1. Rub the butter into the flour.",
  "2. Fill with the apples and sugar, and bake.",
].join("\n");

const importText = async (client: TestClient, text: string) => (await client.json<RecipeImportResponse>("/api/recipes/import", { json: { text } })).body.draft;

describe("ingredient groups", () => {
  it("are saved with the recipe, shown on its page, and kept by the export and its import", async () => {
    const cook = await signedInUser(t);
    const draft = await importText(cook.client, PIE);
    expect(draft.ingredient_sections).toEqual([
      { title: "For the crust", lines: ["250 g flour", "125 g butter"] },
      { title: "For the filling", lines: ["6 apples, sliced", "100 g sugar"] },
    ]);
    const saved = await cook.client.json<RecipeDetail>("/api/recipes", { json: draftToRecipeInput(draft) });
    expect(saved.status).toBe(201);
    const page = (await cook.client.json<RecipeDetail>(`/api/recipes/${saved.body.id}`)).body;
    expect(page.ingredients.map((i) => [i.section, i.name])).toEqual([
      ["For the crust", "flour"],
      ["For the crust", "butter"],
      ["For the filling", "apples"],
      ["For the filling", "sugar"],
    ]);
    expect(page.nutrition?.calories).toBeGreaterThan(0);

    // other apps read the flat list; ours reads the groups back
    const jsonLd = await (await cook.client.request(`/api/recipes/${saved.body.id}/export`)).text();
    expect(JSON.parse(jsonLd)).toMatchObject({
      recipeIngredient: ["250 g flour", "125 g butter", "6 apples, sliced", "100 g sugar"],
      "sierra:ingredientSections": [
        { name: "For the crust", recipeIngredient: ["250 g flour", "125 g butter"] },
        { name: "For the filling", recipeIngredient: ["6 apples, sliced", "100 g sugar"] },
      ],
    });
    const back = await importText(cook.client, jsonLd);
    expect(back.ingredient_sections).toEqual(draft.ingredient_sections);
    const again = (await cook.client.json<RecipeDetail>("/api/recipes", { json: draftToRecipeInput(back) })).body;
    expect(again.ingredients.map((i) => i.section)).toEqual(page.ingredients.map((i) => i.section));
  });

  it("leave a recipe without groups as it was, and refuse an empty or overlong group name", async () => {
    const cook = await signedInUser(t);
    const plain = (await cook.client.json<RecipeDetail>("/api/recipes", { json: { title: "Tea", ingredients: ["1 tea bag"], steps: ["Steep."] } })).body;
    expect(plain.ingredients[0]).not.toHaveProperty("section");
    expect(JSON.parse(await (await cook.client.request(`/api/recipes/${plain.id}/export`)).text())).not.toHaveProperty("sierra:ingredientSections");
    for (const [section, message] of [
      [" ", "A group name cannot be empty"],
      ["x".repeat(81), "A group name can be at most 80 characters"],
    ]) {
      const res = await cook.client.json("/api/recipes", { json: { title: "Tea", ingredients: [{ line: "1 tea bag", section }], steps: ["Steep."] } });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });
});
