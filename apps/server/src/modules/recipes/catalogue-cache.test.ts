import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { RecipeListResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { recipes } from "../../db/schema";

/** The shared cache of the public catalogue's responses (docs/decisions/031), over HTTP. */
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A second instance over the same database: another server behind the load balancer.
  other = await createTestApp({}, { sameDatabaseAs: { pglite: t.pglite } });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const visitor = (app = t) => new TestClient(app);
const firstPage = async (client: TestClient, query = "") => (await client.json<RecipeListResponse>(`/api/recipes${query}`)).body;
/** PostgreSQL delivers a commit's announcement a moment later; PGlite before the write returns. */
const eventually = (check: () => Promise<void>) =>
  expect
    .poll(
      () =>
        check().then(
          () => true,
          () => false,
        ),
      { timeout: 5_000 },
    )
    .toBe(true);

describe("the visitors' recipe list", () => {
  it("answers with an entity tag and 304 when the browser already has it", async () => {
    const first = await visitor().request("/api/recipes?page=2");
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    expect(first.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const again = await visitor().request("/api/recipes?page=2", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("sends brotli to a client that accepts it, the same list as plain JSON", async () => {
    const plain = await visitor().request("/api/recipes?category=Dinner");
    const br = await visitor().request("/api/recipes?category=Dinner", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(await plain.json());
  });

  it("sends a small answer as it is, even to a client that accepts brotli (docs/decisions/043)", async () => {
    const res = await visitor().request("/api/recipes?q=zzqxwv", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toMatchObject({ recipes: [], total: 0 });
  });

  it("shows a changed catalogue recipe at once, on every instance, and a new tag", async () => {
    const search = "?q=shakshuka";
    const before = await visitor().request(`/api/recipes${search}`);
    const [target] = ((await before.json()) as RecipeListResponse).recipes;
    expect(target, "the catalogue has a shakshuka").toBeDefined();
    await firstPage(visitor(other), search); // both instances now hold the answer
    const renamed = `${target!.title} (house style)`;
    await t.db.update(recipes).set({ title: renamed }).where(eq(recipes.id, target!.id));
    try {
      for (const app of [t, other]) {
        await eventually(async () => expect((await firstPage(visitor(app), search)).recipes.map((r) => r.title)).toContain(renamed));
      }
      const after = await visitor().request(`/api/recipes${search}`, { headers: { "if-none-match": before.headers.get("etag")! } });
      expect(after.status).toBe(200);
    } finally {
      await t.db.update(recipes).set({ title: target!.title }).where(eq(recipes.id, target!.id));
    }
    await eventually(async () => expect((await firstPage(visitor(), search)).recipes.map((r) => r.title)).toContain(target!.title));
  });

  it("a catalogue recipe's page is shared and tagged too, and follows a change", async () => {
    const [first] = (await firstPage(visitor())).recipes;
    const res = await visitor().request(`/api/recipes/${first!.id}`);
    const etag = res.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect((await visitor().request(`/api/recipes/${first!.id}`, { headers: { "if-none-match": etag } })).status).toBe(304);
    await t.db.update(recipes).set({ description: "Changed while cached." }).where(eq(recipes.id, first!.id));
    try {
      await eventually(async () => expect((await visitor().request(`/api/recipes/${first!.id}`, { headers: { "if-none-match": etag } })).status).toBe(200));
    } finally {
      await t.db
        .update(recipes)
        .set({ description: ((await res.json()) as { description: string | null }).description })
        .where(eq(recipes.id, first!.id));
    }
  });

  it("the category list is shared and tagged too", async () => {
    const res = await visitor().request("/api/recipes/categories");
    expect(res.headers.get("etag")).toBeTruthy();
    expect(((await res.json()) as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
  });
});

describe("a member's list is never shared", () => {
  it("includes the member's own recipe at once, is not stored by browsers, and leaves visitors' lists alone", async () => {
    const member = await signedInUser(t);
    const visitorsBefore = await firstPage(visitor());
    const title = `Cache Probe Stew ${Date.now()}`;
    const created = await member.client.json<{ id: string }>("/api/recipes", {
      json: { title, ingredients: ["1 cup lentils"], steps: ["Simmer."], categories: ["Dinner"], serving_size: 2, dietary_tags: [] },
    });
    expect(created.status).toBe(201);
    const mine = await member.client.request("/api/recipes");
    expect(mine.headers.get("cache-control")).toBe("no-store");
    expect(mine.headers.get("etag")).toBeNull();
    expect(((await mine.json()) as RecipeListResponse).recipes.map((r) => r.title)).toContain(title);
    const visitorsAfter = await firstPage(visitor());
    expect(visitorsAfter.recipes.map((r) => r.title)).not.toContain(title);
    expect(visitorsAfter.total).toBe(visitorsBefore.total);
  });
});
