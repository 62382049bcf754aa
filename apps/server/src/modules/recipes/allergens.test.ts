import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecipeDetail, RecipeListResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { validPreferences } from "../profile/test-fixtures";

/** A member's allergies leave recipes out of their list when they ask (the meal picker does). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (client: TestClient, query: string) => client.json<RecipeListResponse>(`/api/recipes${query}`);

describe("avoidAllergens", () => {
  it("lists only recipes free of the member's allergens, and says which tags it required and what it could not check", async () => {
    const member = await signedInUser(t);
    expect(
      (await member.client.json("/api/profile/preferences", { method: "PUT", json: { ...validPreferences, allergies: ["Dairy", "peanuts", "sesame"] } }))
        .status,
    ).toBe(200);
    const plain = await list(member.client, "?mealType=Dinner");
    expect(
      plain.body.recipes.some((r) => !r.dietary_tags.includes("dairy-free") || !r.dietary_tags.includes("nut-free")),
      "some dinners have dairy or nuts",
    ).toBe(true);
    expect(plain.body.avoiding).toBeUndefined();

    const safe = await list(member.client, "?mealType=Dinner&avoidAllergens=true");
    expect(safe.status).toBe(200);
    expect(safe.body.avoiding).toEqual({ requiredTags: ["dairy-free", "nut-free"], unchecked: ["sesame"] });
    expect(safe.body.recipes.length).toBeGreaterThan(0);
    for (const recipe of safe.body.recipes) expect(recipe.dietary_tags).toEqual(expect.arrayContaining(["dairy-free", "nut-free"]));
    expect(safe.body.total).toBeLessThan(plain.body.total);

    // The same with a search, and the detail of a listed recipe agrees.
    const searched = await list(member.client, "?q=chicken&avoidAllergens=true");
    for (const recipe of searched.body.recipes) expect(recipe.dietary_tags).toEqual(expect.arrayContaining(["dairy-free", "nut-free"]));
    const [first] = safe.body.recipes;
    const detail = await member.client.json<RecipeDetail>(`/api/recipes/${first!.id}`);
    expect(detail.body.dietary_tags).toEqual(expect.arrayContaining(["dairy-free", "nut-free"]));
  });

  it("another member's allergies never reach this member's list, and a visitor's request is the plain list", async () => {
    const allergic = await signedInUser(t);
    await allergic.client.json("/api/profile/preferences", { method: "PUT", json: { ...validPreferences, allergies: ["eggs"] } });
    const other = await signedInUser(t);
    const mine = await list(other.client, "?avoidAllergens=true");
    expect(mine.body.avoiding).toEqual({ requiredTags: [], unchecked: [] });
    const visitor = await list(new TestClient(t), "?avoidAllergens=true");
    expect(visitor.body.avoiding).toBeUndefined();
    expect(visitor.body.total).toBe((await list(new TestClient(t), "")).body.total);
  });

  it("refuses a value that is not true or false", async () => {
    const res = await new TestClient(t).json<{ message: string }>("/api/recipes?avoidAllergens=yes");
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("avoidAllergens must be true or false");
  });
});
