import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importMessages, type RecipeDetail } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { pngBytes, startRecipePageServer } from "../../testing/recipe-page-server";

let t: TestApp;
let pages: Awaited<ReturnType<typeof startRecipePageServer>>;
beforeAll(async () => {
  pages = await startRecipePageServer();
  t = await createTestApp({ IMPORT_ALLOWED_HOSTS: pages.host, IMPORT_TIMEOUT_MS: "400" });
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

const TEA = { title: "Tea", ingredients: ["1 tea bag"], steps: ["Steep."] };
type Saved = RecipeDetail & { warnings: string[] };
const put = (client: TestClient, id: string, json: unknown) => client.json<Saved>(`/api/recipes/${id}`, { method: "PUT", json });
const picture = async (client: TestClient, id: string) => Buffer.from(await (await client.request(`/api/recipes/${id}/image`)).arrayBuffer());
const exportedImage = async (client: TestClient, id: string) => JSON.parse(await (await client.request(`/api/recipes/${id}/export`)).text()).image;

describe("a new picture address on an edit", () => {
  it("is fetched through the outbound client, checked, stored and served by us; the same address or none keeps the picture", async () => {
    const cook = await signedInUser(t);
    const { id } = (await cook.client.json<RecipeDetail>("/api/recipes", { json: TEA })).body;
    const first = await put(cook.client, id, { ...TEA, image_url: `${pages.url}/img/80x60.png` });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ image_url: `/api/recipes/${id}/image`, warnings: [] });
    expect((await picture(cook.client, id)).equals(pngBytes(80, 60))).toBe(true);
    expect(await exportedImage(cook.client, id)).toBe(`${pages.url}/img/80x60.png`);

    // a newer one replaces it
    expect((await put(cook.client, id, { ...TEA, image_url: `${pages.url}/img/120x90.png` })).body.warnings).toEqual([]);
    expect((await picture(cook.client, id)).equals(pngBytes(120, 90))).toBe(true);
    // the edit form sends no address, or the same one: the picture stays
    expect((await put(cook.client, id, { ...TEA, title: "Green tea" })).body).toMatchObject({
      title: "Green tea",
      image_url: `/api/recipes/${id}/image`,
      warnings: [],
    });
    expect((await put(cook.client, id, { ...TEA, image_url: `${pages.url}/img/120x90.png` })).body.warnings).toEqual([]);
    expect(await exportedImage(cook.client, id)).toBe(`${pages.url}/img/120x90.png`);
  });

  it("that is not a usable picture or not reachable saves the edit, keeps the picture there was and says so", async () => {
    const cook = await signedInUser(t);
    const { id } = (await cook.client.json<RecipeDetail>("/api/recipes", { json: { ...TEA, image_url: `${pages.url}/img/80x60.png` } })).body;
    for (const url of [`${pages.url}/lemon-pasta`, `${pages.url}/img/9000x9000.png`, "http://127.0.0.1:1/tea.png", "http://169.254.169.254/latest.png"]) {
      const res = await put(cook.client, id, { ...TEA, title: "Black tea", image_url: url });
      expect({ url, status: res.status, warnings: res.body.warnings, title: res.body.title }).toEqual({
        url,
        status: 200,
        warnings: [importMessages.imageSkipped],
        title: "Black tea",
      });
      expect((await picture(cook.client, id)).equals(pngBytes(80, 60))).toBe(true);
    }
    const plain = (await cook.client.json<RecipeDetail>("/api/recipes", { json: TEA })).body;
    const skipped = await put(cook.client, plain.id, { ...TEA, image_url: `${pages.url}/lemon-pasta` });
    expect(skipped.body.warnings).toEqual([importMessages.imageSkipped]);
    expect((await cook.client.request(`/api/recipes/${plain.id}/image`)).status).toBe(404);
  });

  it("is never fetched for a recipe that is not the member's own", async () => {
    const cook = await signedInUser(t);
    const { id } = (await cook.client.json<RecipeDetail>("/api/recipes", { json: TEA })).body;
    const other = await signedInUser(t);
    expect((await put(other.client, id, { ...TEA, image_url: `${pages.url}/img/80x60.png` })).status).toBe(404);
    expect((await put(new TestClient(t), id, { ...TEA, image_url: `${pages.url}/img/80x60.png` })).status).toBe(401);
    expect((await cook.client.request(`/api/recipes/${id}/image`)).status).toBe(404);
  });
});
