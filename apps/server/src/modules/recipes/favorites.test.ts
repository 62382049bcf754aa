import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecipeDetail, RecipeListResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";

let t: TestApp;
let recipeIds: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  recipeIds = (await new TestClient(t).json<RecipeListResponse>("/api/recipes?mealType=Dinner")).body.recipes.map((r) => r.id);
});
afterAll(() => t.close());

describe("favourites", () => {
  it("adds, lists, filters, refuses a duplicate with the spec's text, and removes", async () => {
    const a = await signedInUser(t);
    const [one, two] = recipeIds;
    expect((await a.client.json("/api/favorites", { json: { recipeId: one } })).status).toBe(201);
    expect((await a.client.json("/api/favorites", { json: { recipeId: two } })).status).toBe(201);
    const duplicate = await a.client.json("/api/favorites", { json: { recipeId: one } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ code: "ALREADY_FAVORITE", message: "Recipe already in favorites" });

    expect((await a.client.json<{ recipeIds: string[] }>("/api/favorites")).body.recipeIds.sort()).toEqual([one, two].sort());
    const onlyFavs = await a.client.json<RecipeListResponse>("/api/recipes?favorites=true");
    expect(onlyFavs.body.total).toBe(2);
    expect(onlyFavs.body.recipes.every((r) => r.is_favorite)).toBe(true);
    expect((await a.client.json<RecipeDetail>(`/api/recipes/${one}`)).body.is_favorite).toBe(true);

    expect((await a.client.json(`/api/favorites/${one}`, { method: "DELETE" })).status).toBe(200);
    expect((await a.client.json(`/api/favorites/${one}`, { method: "DELETE" })).status).toBe(404);
    expect((await a.client.json<{ recipeIds: string[] }>("/api/favorites")).body.recipeIds).toEqual([two]);
  });

  it("needs a signed-in user", async () => {
    const anon = new TestClient(t);
    expect((await anon.json("/api/favorites", { json: { recipeId: recipeIds[0] } })).body).toEqual({
      code: "UNAUTHENTICATED",
      message: "User not authenticated",
    });
    expect((await anon.json("/api/recipes?favorites=true")).status).toBe(401);
  });

  it("rejects bad and unknown recipe ids", async () => {
    const a = await signedInUser(t);
    expect((await a.client.json<{ message: string }>("/api/favorites", { json: { recipeId: "nope" } })).body.message).toBe("Invalid recipe ID format");
    expect((await a.client.json("/api/favorites", { json: { recipeId: "3f2504e0-4f89-41d3-9a0c-0305e82c3301" } })).status).toBe(404);
  });

  it("user B never sees A's favourites, nor favourites A's private recipe", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await a.client.json("/api/favorites", { json: { recipeId: recipeIds[3] } });
    expect((await b.client.json<{ recipeIds: string[] }>("/api/favorites")).body.recipeIds).toEqual([]);
    expect((await b.client.json<RecipeListResponse>("/api/recipes?favorites=true")).body.total).toBe(0);
    expect((await b.client.json<RecipeDetail>(`/api/recipes/${recipeIds[3]}`)).body.is_favorite).toBe(false);
    // B removing "A's" favourite removes nothing of A's.
    expect((await b.client.json(`/api/favorites/${recipeIds[3]}`, { method: "DELETE" })).status).toBe(404);
    expect((await a.client.json<{ recipeIds: string[] }>("/api/favorites")).body.recipeIds).toEqual([recipeIds[3]]);

    const secret = await a.client.json<RecipeDetail>("/api/recipes", {
      json: { title: "A's private toast", ingredients: ["1 slice bread"], steps: ["Toast it."] },
    });
    expect((await b.client.json("/api/favorites", { json: { recipeId: secret.body.id } })).status).toBe(404);
  });
});
