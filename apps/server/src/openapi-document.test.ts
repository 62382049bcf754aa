import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { createTestApp, type TestApp } from "./testing/test-app";
import {
  mealPlanResponseSchema,
  recipeCategoriesSchema,
  recipeDetailSchema,
  recipeListResponseSchema,
  recipeSummarySchema,
  shoppingListDetailSchema,
  shoppingListItemSchema,
  type RecipeListResponse,
  type ShoppingListDetail,
} from "@sierra/shared";
import { signedInUser, TestClient } from "./testing/test-client";
import { convertedModules } from "./converted-routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Hono's `/a/:id` as OpenAPI writes it: `/a/{id}`, and a router's `/` under its prefix without the slash. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/(.)\/$/, "$1");

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const res = await new TestClient(t).json<{ openapi: string }>("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const result = await new Validator().validate(res.body as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("holds every route of the converted modules, each with its error answers", async () => {
    const doc = (await new TestClient(t).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>("/api/openapi.json")).body;
    const routes = convertedModules.flatMap(({ prefix, routes }) =>
      routes.routes.filter((r) => r.method !== "ALL").map((r) => ({ method: r.method.toLowerCase(), path: openApiPath(prefix + r.path) })),
    );
    expect(routes.length).toBeGreaterThan(8);
    for (const { method, path } of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses).length, `${method} ${path}`).toBeGreaterThan(0);
    }
  });
});

describe("answers that are not JSON", () => {
  it("are declared with their own media type: the streams as text/event-stream, the exports as files", async () => {
    type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
    const doc = (await new TestClient(t).json<{ paths: Record<string, Record<string, Operation>> }>("/api/openapi.json")).body;
    const mediaTypes = (path: string, method: string) => Object.keys(doc.paths[path]?.[method]?.responses["200"]?.content ?? {});
    for (const [path, method] of [
      ["/pantry/events", "get"],
      ["/shopping-lists/events", "get"],
      ["/assistant/generations/{id}/events", "get"],
      ["/assistant/threads/{threadId}/messages", "post"],
    ]) {
      expect(mediaTypes(path!, method!), `${method} ${path}`).toEqual(["text/event-stream"]);
    }
    expect(mediaTypes("/recipes/export", "get")).toEqual(["application/ld+json", "application/zip"]);
    expect(mediaTypes("/recipes/{id}/export", "get")).toEqual(["application/ld+json"]);
  });
});

describe("answers serialised ahead of time", () => {
  it("match the schema the document declares for them", async () => {
    const user = await signedInUser(t);
    const plan = await user.client.json("/api/meal-plans?view=monthly&date=2026-11-18");
    expect(plan.status).toBe(200);
    expect(mealPlanResponseSchema.strict().safeParse(plan.body).error).toBeUndefined();
  });

  it("a shopping list, read as its query serialised it, matches its schema", async () => {
    const user = await signedInUser(t);
    const list = await user.client.json<ShoppingListDetail>("/api/shopping-lists", { json: { name: "Document test" } });
    expect(list.status).toBe(201);
    const item = await user.client.json(`/api/shopping-lists/${list.body.id}/items`, { json: { name: "oat milk", quantity: 2, unit: "l" } });
    expect(shoppingListItemSchema.strict().safeParse(item.body).error).toBeUndefined();
    const read = await user.client.json<ShoppingListDetail>(`/api/shopping-lists/${list.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.items.length).toBe(1);
    expect(shoppingListDetailSchema.strict().safeParse(read.body).error).toBeUndefined();
    for (const listItem of read.body.items) expect(shoppingListItemSchema.strict().safeParse(listItem).error).toBeUndefined();
  });

  it("the recipes' pages (a visitor's shared cache, a member's own text) and the cached recipe and categories match theirs", async () => {
    const user = await signedInUser(t);
    const visitor = new TestClient(t);
    const pages = [
      await visitor.json<RecipeListResponse>("/api/recipes?mealType=Dinner"),
      await visitor.json<RecipeListResponse>("/api/recipes?q=chicken"),
      await user.client.json<RecipeListResponse>("/api/recipes?avoidAllergens=true&page=2"),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body.recipes.length).toBeGreaterThan(0);
      expect(recipeListResponseSchema.strict().safeParse(page.body).error).toBeUndefined();
      for (const card of page.body.recipes) expect(recipeSummarySchema.strict().safeParse(card).error).toBeUndefined();
    }
    const recipe = await visitor.json(`/api/recipes/${pages[0]!.body.recipes[0]!.id}`);
    expect(recipe.status).toBe(200);
    expect(recipeDetailSchema.strict().safeParse(recipe.body).error).toBeUndefined();
    const categories = await visitor.json("/api/recipes/categories");
    expect(recipeCategoriesSchema.strict().safeParse(categories.body).error).toBeUndefined();
  });
});

describe("the reference page", () => {
  it("is served from local files under the site's CSP", async () => {
    const client = new TestClient(t);
    const page = await client.request("/api/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBe(3);
    for (const asset of assets) {
      expect(asset.startsWith("/api/docs/"), asset).toBe(true);
      const res = await client.request(asset);
      expect(res.status, asset).toBe(200);
      expect((await res.text()).length).toBeGreaterThan(10);
    }
  });
});
