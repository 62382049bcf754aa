import type { APIRequestContext, Page } from "@playwright/test";
import type { RecipeCategory, RecipeDetail, RecipeInput, RecipeListResponse } from "@sierra/shared";
import { expect, type Member } from "./fixtures";

/** Starts a test with no favourites. */
export async function resetFavorites({ api }: Member) {
  const res = await api.get("/api/favorites");
  expect(res.status()).toBe(200);
  for (const id of ((await res.json()) as { recipeIds: string[] }).recipeIds) {
    expect((await api.delete(`/api/favorites/${id}`)).status()).toBe(200);
  }
}

export async function listRecipes(request: APIRequestContext, query = ""): Promise<RecipeListResponse> {
  const res = await request.get(`/api/recipes${query ? `?${query}` : ""}`);
  expect(res.status(), `GET /api/recipes?${query}`).toBe(200);
  return (await res.json()) as RecipeListResponse;
}

/** The catalogue's categories, in the order the API (and the Categories menu) lists them. */
export async function listCategories(request: APIRequestContext): Promise<RecipeCategory[]> {
  const res = await request.get("/api/recipes/categories");
  expect(res.status(), "GET /api/recipes/categories").toBe(200);
  return ((await res.json()) as { categories: RecipeCategory[] }).categories;
}

export async function getRecipe(request: APIRequestContext, id: string): Promise<RecipeDetail> {
  const res = await request.get(`/api/recipes/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as RecipeDetail;
}

/** A private recipe of the user, through POST /api/recipes. */
export async function createRecipe(api: APIRequestContext, input: Partial<RecipeInput> = {}): Promise<RecipeDetail> {
  const body: RecipeInput = {
    title: "Grandma's Private Flatbread",
    description: "A family recipe kept to ourselves.",
    ingredients: ["2 cups all-purpose flour", "1 teaspoon salt", "3/4 cup water", "2 tablespoons olive oil"],
    steps: ["Step 1: Mix the flour and salt.", "Step 2: Add water and oil and knead.", "Cook in a hot pan until spotty."],
    complexity: "complex",
    categories: ["Dinner", "Baking"],
    serving_size: 2,
    prep_time: 10,
    cook_time: 15,
    attribution: { chefs: ["Nonna Rosa"], inspiration: "Sunday lunches in the hills." },
    source: "generated",
    ...input,
  };
  const res = await api.post("/api/recipes", { data: body });
  expect(res.status(), `POST /api/recipes: ${await res.text()}`).toBe(201);
  return (await res.json()) as RecipeDetail;
}

/** Requests the page made to the recipe-by-id endpoint (not its image). */
export function countRecipeRequests(page: Page, id: string): { count: () => number; times: number[] } {
  const times: number[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (path === `/api/recipes/${id}`) times.push(Date.now());
  });
  return { count: () => times.length, times };
}
