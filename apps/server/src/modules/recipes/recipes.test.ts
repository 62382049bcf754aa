import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import type { RecipeDetail, RecipeListResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { CATALOGUE } from "./catalogue/catalogue-files";
import { loadCatalogue, refreshCatalogueNutrition } from "./catalogue/load-catalogue";
import { eq } from "drizzle-orm";
import { recipeCategories, recipes } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (client: TestClient, query = "") => client.json<RecipeListResponse & { message?: string }>(`/api/recipes${query}`);
const myRecipe = {
  title: "Grandma's Secret Lentil Soup",
  ingredients: ["1 cup green lentils", "1 yellow onion, diced", "4 cups vegetable stock", "1 tbsp olive oil"],
  steps: ["Step 1: Soften the onion in the oil.", "Add lentils and stock; simmer 30 minutes."],
  categories: ["Lunch", "Soup"],
  serving_size: 4,
  dietary_tags: ["vegan", "gluten-free"],
};

describe("the public catalogue", () => {
  it("is loaded once, however often start-up runs", async () => {
    expect((await loadCatalogue(t.db)).inserted).toBe(0);
    const res = await list(new TestClient(t));
    expect(res.body.total).toBeGreaterThanOrEqual(CATALOGUE.length);
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(250);
  });

  // PGlite only: this file's database is its own there; the PostgreSQL one is shared while other files run.
  it.skipIf(process.env.TEST_DB_KIND === "postgres")("puts back a catalogue recipe or category that went missing, at the next start", async () => {
    await t.db.delete(recipeCategories).where(eq(recipeCategories.name, "Soup"));
    expect((await loadCatalogue(t.db)).inserted).toBe(0);
    expect(await t.db.select().from(recipeCategories).where(eq(recipeCategories.name, "Soup"))).toHaveLength(1);
    const last = CATALOGUE.at(-1)!;
    await t.db.delete(recipes).where(eq(recipes.slug, last.slug));
    expect((await loadCatalogue(t.db)).inserted).toBe(1);
    expect(await t.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, last.slug))).toHaveLength(1);
  });

  it("nutrition derived by an older version is brought up to date; nothing is written when it is current", async () => {
    expect((await refreshCatalogueNutrition(t.db)).updated).toBe(0);
    // As an install from before the matcher fix stored it: "salt cod" read as salt.
    await t.db
      .update(recipes)
      .set({ nutrition: { calories: 211, protein: 3.6, sodium: 22162 } })
      .where(eq(recipes.slug, "ackee-and-saltfish"));
    expect((await refreshCatalogueNutrition(t.db)).updated).toBe(1);
    const [row] = await t.db.select({ nutrition: recipes.nutrition }).from(recipes).where(eq(recipes.slug, "ackee-and-saltfish"));
    expect((row?.nutrition as { sodium: number }).sodium).toBeLessThan(1500);
  });

  it("ingredients parsed by an older version are parsed again", async () => {
    const slug = CATALOGUE[0]!.slug;
    await t.db
      .update(recipes)
      .set({ ingredients: [{ quantity: 1, quantityMax: null, unit: "large", name: "stale line", note: null }] })
      .where(eq(recipes.slug, slug));
    expect((await refreshCatalogueNutrition(t.db)).updated).toBe(1);
    const [row] = await t.db.select({ ingredients: recipes.ingredients }).from(recipes).where(eq(recipes.slug, slug));
    expect(row?.ingredients.length).toBe(CATALOGUE[0]!.ingredients.length);
    expect(row?.ingredients.every((i) => typeof i.food === "string")).toBe(true);
  });

  it("pages by 10 with the total, newest first", async () => {
    const page1 = await list(new TestClient(t));
    expect(page1.body).toMatchObject({ page: 1, pageSize: 10, totalPages: Math.ceil(page1.body.total / 10) });
    expect(page1.body.recipes).toHaveLength(10);
    const page2 = await list(new TestClient(t), "?page=2");
    expect(page2.body.recipes[0]?.id).not.toBe(page1.body.recipes[0]?.id);
    const beyond = await list(new TestClient(t), `?page=${page1.body.totalPages + 5}`);
    expect(beyond.body.recipes).toEqual([]);
    expect(beyond.body.total).toBe(page1.body.total);
  });

  it("ranks a search, matches prefixes while typing and forgives a typo", async () => {
    const exact = await list(new TestClient(t), "?q=carbonara");
    expect(exact.body.recipes[0]?.title).toBe("Spaghetti Carbonara");
    const prefix = await list(new TestClient(t), `?q=${encodeURIComponent("lemon chick")}`);
    expect(prefix.body.recipes.map((r) => r.title)).toContain("Greek Lemon Chicken and Potatoes");
    const typo = await list(new TestClient(t), "?q=carbonnara");
    expect(typo.body.recipes.map((r) => r.title)).toContain("Spaghetti Carbonara");
    const tag = await list(new TestClient(t), "?q=vegan");
    expect(tag.body.total).toBeGreaterThan(20);
    expect(tag.body.recipes.every((r) => r.dietary_tags.includes("vegan"))).toBe(true);
    expect((await list(new TestClient(t), "?q=zzzqqqxx")).body.total).toBe(0);
  });

  it("filters by meal type and category", async () => {
    const breakfast = await list(new TestClient(t), "?mealType=Breakfast");
    expect(breakfast.body.total).toBeGreaterThan(40);
    expect(breakfast.body.recipes.every((r) => r.categories.includes("Breakfast"))).toBe(true);
    const italian = await list(new TestClient(t), "?category=Italian&mealType=Dinner");
    expect(italian.body.recipes.every((r) => r.categories.includes("Italian") && r.categories.includes("Dinner"))).toBe(true);
  });

  it("rejects bad list input with a 400 and the rule's text, never a 500", async () => {
    for (const [query, message] of [
      ["?page=0", "page must be a whole number from 1"],
      ["?page=abc", "page must be a whole number from 1"],
      ["?mealType=Brunch", "Unknown meal type"],
      [`?q=${"x".repeat(201)}`, "Search is too long (200 characters at most)"],
      ["?favorites=maybe", "favorites must be true or false"],
    ]) {
      const res = await list(new TestClient(t), query);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("lists categories by name, meal types among them", async () => {
    const res = await new TestClient(t).json<{ categories: { name: string; kind: string }[] }>("/api/recipes/categories");
    const names = res.body.categories.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(
      res.body.categories
        .filter((c) => c.kind === "meal_type")
        .map((c) => c.name)
        .sort(),
    ).toEqual(["Breakfast", "Dinner", "Lunch", "Snack"]);
    expect(names).toContain("Italian");
  });
});

describe("a recipe by id", () => {
  it("answers each bad id with the spec's text", async () => {
    const anon = new TestClient(t);
    expect((await anon.json("/api/recipes/not-a-uuid")).body).toEqual({
      code: "INVALID_ID",
      message: "Invalid recipe ID format. Recipe IDs must be valid UUIDs",
    });
    expect((await anon.json("/api/recipes/temp_recipe_id_123")).body).toEqual({ code: "PLACEHOLDER", message: "Recipe is still being generated" });
    const missing = await anon.json("/api/recipes/3f2504e0-4f89-41d3-9a0c-0305e82c3301");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: "NOT_FOUND", message: "Recipe not found" });
  });

  it("returns a catalogue recipe with computed nutrition and a generated image", async () => {
    const [first] = (await list(new TestClient(t), "?q=carbonara")).body.recipes;
    const res = await new TestClient(t).json<RecipeDetail>(`/api/recipes/${first!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.nutrition?.calories).toBeGreaterThan(300);
    expect(res.body.nutrition_coverage).toBeGreaterThan(0.7);
    expect(res.body.steps.every((s) => !/^step\s*\d/i.test(s))).toBe(true);
    const image = await new TestClient(t).request(res.body.image_url);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await image.text();
    expect(svg).toContain(`<title>${first!.title}</title>`);
    // Cacheable: an entity tag of the picture, 304 when the browser holds it; compressed when asked.
    const etag = image.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await new TestClient(t).request(res.body.image_url, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const gzipped = await new TestClient(t).request(res.body.image_url, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(svg);
  });
});

describe("own recipes and access", () => {
  it("a user creates a recipe; nutrition is computed on write; only the owner sees it", async () => {
    const a = await signedInUser(t);
    const created = await a.client.json<RecipeDetail>("/api/recipes", { json: myRecipe });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: myRecipe.title,
      is_own: true,
      user_id: a.id,
      steps: ["Soften the onion in the oil.", "Add lentils and stock; simmer 30 minutes."],
    });
    expect(created.body.nutrition?.calories).toBeGreaterThan(100);
    // Earned from the ingredients: the claimed ones and every other the lines allow.
    expect(created.body.dietary_tags).toEqual(expect.arrayContaining(["vegan", "gluten-free"]));

    const mine = await list(a.client, `?q=${encodeURIComponent("secret lentil")}`);
    expect(mine.body.recipes.map((r) => r.id)).toContain(created.body.id);

    const b = await signedInUser(t);
    // Another user's private recipe answers exactly as a missing one: its id gives nothing away.
    const hidden = await b.client.json(`/api/recipes/${created.body.id}`);
    const missing = await b.client.json(`/api/recipes/${crypto.randomUUID()}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ code: "NOT_FOUND", message: "Recipe not found" });
    expect(hidden.body).toEqual(missing.body);
    expect((await b.client.request(`/api/recipes/${created.body.id}/image.svg`)).status).toBe(404);
    expect((await list(b.client, `?q=${encodeURIComponent("secret lentil")}`)).body.recipes.map((r) => r.id)).not.toContain(created.body.id);
    expect((await new TestClient(t).json(`/api/recipes/${created.body.id}`)).status).toBe(404);
    expect((await b.client.json(`/api/recipes/${created.body.id}`, { method: "PUT", json: myRecipe })).status).toBe(404);
    expect((await b.client.json(`/api/recipes/${created.body.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await a.client.json(`/api/recipes/${created.body.id}`)).status).toBe(200);
  });

  it("a list's card holds exactly the summary fields of the recipe's page, for its owner, a member and a visitor", async () => {
    // The cards are JSON written by the database (list-page.ts), the page by toSummary: they must agree.
    const detailOnly = [
      "ingredients",
      "steps",
      "nutrition",
      "nutrition_coverage",
      "serving_size",
      "public_domain",
      "source",
      "user_id",
      "created_at",
      "updated_at",
      "allergens",
      "may_contain",
      "unchecked_ingredients",
      "household_conflicts",
      "community",
      "household_size",
    ];
    // A member's card says whether the recipe goes against the household; the page says how.
    const summary = (r: RecipeDetail) => ({
      ...Object.fromEntries(Object.entries(r).filter(([key]) => !detailOnly.includes(key))),
      household_warning: (r.household_conflicts ?? []).some((c) => c.kind !== "dislike"),
    });
    const a = await signedInUser(t);
    const withEverything = {
      ...myRecipe,
      title: "Quokka Quince Stew",
      description: 'Slow "quince" stew\nwith a tab\t',
      cuisine: "Italian",
      prep_time: 15,
      cook_time: 40,
    };
    const attribution = { chefs: ["Ana Ruiz"], inspiration: "Her grandmother's kitchen" };
    const own = (await a.client.json<RecipeDetail>("/api/recipes", { json: { ...withEverything, attribution } })).body;
    const bare = (await a.client.json<RecipeDetail>("/api/recipes", { json: { ...withEverything, title: "Quokka Quince Bare" } })).body;
    expect((await a.client.json("/api/favorites", { json: { recipeId: own.id } })).status).toBe(201);
    for (const recipe of [own, bare]) {
      const page = (await a.client.json<RecipeDetail>(`/api/recipes/${recipe.id}`)).body;
      const card = (await list(a.client, "?q=quokka")).body.recipes.find((r) => r.id === recipe.id);
      expect(card).toEqual(summary(page));
    }
    expect((await list(a.client, "?q=quokka")).body.recipes.find((r) => r.id === own.id)).toMatchObject({ is_own: true, is_favorite: true, attribution });
    expect((await list(a.client, "?q=quokka")).body.recipes.find((r) => r.id === bare.id)).toMatchObject({ is_favorite: false, attribution: null });

    const member = await signedInUser(t);
    const visitor = new TestClient(t);
    for (const client of [member.client, visitor]) {
      const catalogue = (await list(client)).body.recipes[0]!;
      const page = (await client.json<RecipeDetail>(`/api/recipes/${catalogue.id}`)).body;
      expect(catalogue).toEqual(summary(page));
      expect(catalogue).toMatchObject({ is_own: false, is_favorite: false });
    }
  });

  it("refuses a claimed tag an ingredient contradicts, and earns the tags the ingredients allow", async () => {
    const a = await signedInUser(t);
    const toast = { ...myRecipe, title: "Buttered Toast", ingredients: ["2 slices white bread", "1 tbsp unsalted butter"] };
    const refused = await a.client.json<{ message: string }>("/api/recipes", { json: { ...toast, dietary_tags: ["gluten-free", "nut-free"] } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^"gluten-free" does not fit this recipe: /);
    const res = await a.client.json<RecipeDetail>("/api/recipes", { json: { ...toast, dietary_tags: ["nut-free"] } });
    expect(res.status).toBe(201);
    expect(res.body.dietary_tags).toEqual(expect.arrayContaining(["vegetarian", "nut-free"]));
    expect(res.body.dietary_tags).not.toContain("vegan");
  });

  it("validates recipe input with clear messages", async () => {
    const a = await signedInUser(t);
    const res = await a.client.json<{ message: string }>("/api/recipes", { json: { ...myRecipe, title: "X" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Title must be at least 2 characters");
    expect((await a.client.json<{ message: string }>("/api/recipes", { json: { ...myRecipe, ingredients: [] } })).body.message).toBe(
      "Add at least one ingredient",
    );
    expect((await new TestClient(t).json("/api/recipes", { json: myRecipe })).status).toBe(401);
  });

  it("the catalogue cannot be changed through the API", async () => {
    const a = await signedInUser(t);
    const [first] = (await list(a.client)).body.recipes;
    expect((await a.client.json(`/api/recipes/${first!.id}`, { method: "DELETE" })).status).toBe(403);
  });
});
