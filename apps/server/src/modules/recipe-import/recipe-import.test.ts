import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync, strFromU8 } from "fflate";
import { draftToRecipeInput, importMessages, type RecipeDetail, type RecipeImportResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { pngBytes, startRecipePageServer } from "../../testing/recipe-page-server";
import { validPreferences } from "../profile/test-fixtures";
import type { RecipeReview } from "./review";

type ImportAnswer = RecipeImportResponse & { review: RecipeReview };

let t: TestApp;
let pages: Awaited<ReturnType<typeof startRecipePageServer>>;
beforeAll(async () => {
  pages = await startRecipePageServer();
  t = await createTestApp({ IMPORT_ALLOWED_HOSTS: pages.host, IMPORT_RATE_LIMIT: "12", IMPORT_TIMEOUT_MS: "400" });
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

const importFrom = (client: TestClient, json: unknown) => client.json<ImportAnswer & { code?: string; message?: string }>("/api/recipes/import", { json });

describe("import a recipe page, review it, save it", () => {
  it("answers a draft, saves nothing, and the saved recipe shows our nutrition, what it contains and its stored picture", async () => {
    const cook = await signedInUser(t);
    await cook.client.json("/api/profile/preferences", { method: "PUT", json: { ...validPreferences, allergies: ["milk"] } });
    const res = await importFrom(cook.client, { url: `${pages.url}/lemon-pasta` });
    expect(res.status).toBe(200);
    const { draft, warnings, review } = res.body;
    expect(draft).toMatchObject({
      title: "Lemon Pasta",
      ingredient_lines: ["400 g spaghetti", "2 lemons, zested and juiced", "50 g butter", "60 g parmesan, grated"],
      serving_size: 4,
      yields: "4 servings",
      prep_time: 10,
      cook_time: 15,
      total_time: 25,
      image_url: `${pages.url}/img/lemon-pasta.png`,
      source: `${pages.url}/lemon-pasta`,
      cuisine: "Italian",
      nutrition: { calories: 520, protein: 17 },
    });
    expect(draft.ingredients.map((i) => i.name)).toContain("spaghetti");
    expect(warnings).toEqual([]);
    expect(review.allergens).toContain("milk");
    expect(review.household_conflicts.length).toBeGreaterThan(0);
    expect(review.nutrition?.calories).toBeGreaterThan(0);
    // each line with the food it was matched to and its weight, as the nutrition counts it
    expect(review.matches).toHaveLength(4);
    expect(review.matches[0]).toMatchObject({ name: "spaghetti", grams: 400, discarded: false });
    expect(review.matches[0]!.food).toMatch(/spaghetti|pasta/);
    expect(review.matches[2]).toMatchObject({ name: "butter", grams: 50 });
    // a draft is not a recipe
    expect((await cook.client.json<{ total: number }>("/api/recipes?favorites=false")).body.total).toBe(
      (await new TestClient(t).json<{ total: number }>("/api/recipes")).body.total,
    );

    const saved = await cook.client.json<RecipeDetail & { warnings: string[] }>("/api/recipes", { json: draftToRecipeInput(draft) });
    expect(saved.status).toBe(201);
    expect(saved.body.warnings).toEqual([]);
    const page = await cook.client.json<RecipeDetail>(`/api/recipes/${saved.body.id}`);
    expect(page.body.nutrition?.calories).toBeGreaterThan(0);
    expect(page.body.allergens).toContain("milk");
    expect(page.body.household_conflicts?.length).toBeGreaterThan(0);
    expect(page.body.source).toBe(`${pages.url}/lemon-pasta`);
    expect(page.body.image_url).toBe(`/api/recipes/${saved.body.id}/image`);
    const image = await cook.client.request(page.body.image_url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).equals(pngBytes())).toBe(true);

    // nobody else sees the imported recipe, its picture or its export
    const other = await signedInUser(t);
    expect((await other.client.json(`/api/recipes/${saved.body.id}`)).status).toBe(404);
    expect((await other.client.request(`/api/recipes/${saved.body.id}/image`)).status).toBe(404);
    expect((await other.client.request(`/api/recipes/${saved.body.id}/export`)).status).toBe(404);
    expect((await new TestClient(t).request(`/api/recipes/${saved.body.id}/image`)).status).toBe(404);
  });

  it("a pasted page and pasted text import without fetching; a guessed recipe says so", async () => {
    const cook = await signedInUser(t);
    const pasted = await importFrom(cook.client, {
      html: "<h1>Toast</h1><h2>Ingredients</h2><ul><li>2 slices bread</li></ul><h2>Method</h2><ol><li>Toast the bread.</li></ol>",
      url: "https://example.com/toast",
    });
    expect(pasted.body.draft).toMatchObject({
      title: "Toast",
      ingredient_lines: ["2 slices bread"],
      steps: ["Toast the bread."],
      source: "https://example.com/toast",
    });
    expect(pasted.body.warnings).toEqual([importMessages.guessed]);
    const text = await importFrom(cook.client, { text: "Tea\nIngredients\n1 tea bag\n250 ml water\nMethod\nSteep for 3 minutes." });
    expect(text.body.draft).toMatchObject({ title: "Tea", ingredient_lines: ["1 tea bag", "250 ml water"], steps: ["Steep for 3 minutes."], source: null });
  });

  it("an image that cannot be fetched leaves the recipe saved without one, and says so", async () => {
    const cook = await signedInUser(t);
    const draft = (await importFrom(cook.client, { url: `${pages.url}/lemon-pasta` })).body.draft;
    const saved = await cook.client.json<RecipeDetail & { warnings: string[] }>("/api/recipes", {
      json: { ...draftToRecipeInput(draft), image_url: "http://169.254.169.254/latest/meta-data/x.png" },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.warnings).toEqual([importMessages.imageSkipped]);
    expect(saved.body.image_url).toBe(`/api/recipes/${saved.body.id}/image.svg`);
  });
});

describe("import errors say what happened", () => {
  it.each([
    ["a page without a recipe", "/no-recipe", 422, "NO_RECIPE", importMessages.noRecipe],
    ["a page over 5 MB", "/huge", 413, "IMPORT_TOO_LARGE", importMessages.tooLarge],
    ["a page that never answers", "/slow", 504, "IMPORT_TIMEOUT", importMessages.timeout],
    ["a picture, not a page", "/picture", 422, "IMPORT_NOT_A_PAGE", importMessages.notHtml],
    ["a missing page", "/gone", 502, "IMPORT_UNREACHABLE", importMessages.unreachable],
  ])("%s", async (_, path, status, code, message) => {
    const cook = await signedInUser(t);
    const res = await importFrom(cook.client, { url: `${pages.url}${path}` });
    expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({ status, code, message });
  });

  it.each([
    "http://127.0.0.1:9/",
    "http://localhost:9/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
    "http://2130706433/",
    "http://10.0.0.1/",
  ])("a blocked address (%s)", async (url) => {
    const cook = await signedInUser(t);
    const res = await importFrom(cook.client, { url });
    expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
      status: 422,
      code: "IMPORT_BLOCKED",
      message: importMessages.blocked,
    });
  });

  it("refuses other schemes, empty input and pasted pages over 5 MB", async () => {
    const cook = await signedInUser(t);
    expect((await importFrom(cook.client, { url: "file:///etc/passwd" })).status).toBe(400);
    expect((await importFrom(cook.client, { text: "   " })).status).toBe(400);
    const huge = await importFrom(cook.client, { html: "a".repeat(5_000_001), url: "https://example.com/" });
    expect(huge.status).toBe(400);
    expect(JSON.stringify(huge.body)).toContain("That page is too large to import (the limit is 5 MB).");
  });

  it("needs a signed-in member", async () => {
    expect((await new TestClient(t).json("/api/recipes/import", { json: { text: "Tea" } })).status).toBe(401);
  });
});

describe("export as schema.org and import back", () => {
  it("one recipe as a JSON-LD file comes back as the same draft; all of them as one file or a zip, only the member's own", async () => {
    const cook = await signedInUser(t);
    const draft = (await importFrom(cook.client, { url: `${pages.url}/lemon-pasta` })).body.draft;
    const saved = (await cook.client.json<RecipeDetail>("/api/recipes", { json: draftToRecipeInput(draft) })).body;
    await cook.client.json("/api/recipes", { json: { title: "Tea", ingredients: ["1 tea bag"], steps: ["Steep."] } });

    const file = await cook.client.request(`/api/recipes/${saved.id}/export`);
    expect(file.headers.get("content-type")).toBe("application/ld+json");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="lemon-pasta.json"');
    const jsonLd = await file.text();
    expect(JSON.parse(jsonLd)).toMatchObject({ "@type": "Recipe", name: "Lemon Pasta", image: `${pages.url}/img/lemon-pasta.png`, prepTime: "PT10M" });
    const back = (await importFrom(cook.client, { text: jsonLd })).body.draft;
    expect(back).toMatchObject({
      title: draft.title,
      steps: draft.steps,
      serving_size: 4,
      prep_time: 10,
      cook_time: 15,
      categories: draft.categories,
      cuisine: "Italian",
    });
    expect(back.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual(draft.ingredients.map((i) => [i.quantity, i.unit, i.name]));

    const all = JSON.parse(await (await cook.client.request("/api/recipes/export")).text()) as { "@graph": { name: string }[] };
    expect(all["@graph"].map((r) => r.name)).toEqual(["Lemon Pasta", "Tea"]);
    const zip = unzipSync(new Uint8Array(await (await cook.client.request("/api/recipes/export?format=zip")).arrayBuffer()));
    expect(Object.keys(zip)).toEqual(["001-lemon-pasta.json", "002-tea.json"]);
    expect(JSON.parse(strFromU8(zip["002-tea.json"]!)).recipeIngredient).toEqual(["1 tea bag"]);

    const other = await signedInUser(t);
    expect(JSON.parse(await (await other.client.request("/api/recipes/export")).text())["@graph"]).toEqual([]);
    expect((await new TestClient(t).request("/api/recipes/export")).status).toBe(401);
  });
});
