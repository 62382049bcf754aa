import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommunityAuthorPage, CommunityListResponse, RecipeDetail, RecipeListResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { TestClient } from "../../testing/test-client";
import { communityMember, publish, writeRecipe } from "./test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (client: TestClient, query = "") => (await client.json<CommunityListResponse>(`/api/community/recipes${query}`)).body;

describe("publishing a member's own recipe", () => {
  it("shares it under the chosen name; private stays the default; others see no account data", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t);
    const shared = await writeRecipe(a.client, { title: "Ana's Saffron Rice" });
    const secret = await writeRecipe(a.client, { title: "Ana's Secret Soup" });
    expect((await list(b.client)).recipes.map((r) => r.id)).not.toContain(shared);

    expect((await publish(a.client, shared, { displayName: "Kitchen Ana", notes: "Family favourite." })).status).toBe(200);
    const seen = await list(b.client);
    const card = seen.recipes.find((r) => r.id === shared)!;
    expect(card.community.author.display_name).toBe("Kitchen Ana");
    expect(seen.recipes.map((r) => r.id)).not.toContain(secret);

    const page = await b.client.json<RecipeDetail>(`/api/recipes/${shared}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ user_id: null, is_own: false, steps: ["Cook the rice.", "Stir in the carrots."] });
    expect(page.body.community).toMatchObject({ notes: "Family favourite.", published: true, hidden: false, shares_method: true });
    // Nothing of A's account: no e-mail, no account id, no name from the account.
    const text = JSON.stringify(page.body) + JSON.stringify(seen);
    for (const secretValue of [a.email, a.id, a.name]) expect(text).not.toContain(secretValue);
    expect((await b.client.json(`/api/recipes/${secret}`)).status).toBe(404);

    // The author sees their own sharing state.
    expect((await a.client.json<RecipeDetail>(`/api/recipes/${shared}`)).body.community).toMatchObject({ published: true, notes: "Family favourite." });
  });

  it("updates and unpublishes; an update to the recipe shows at once; unpublished is unknown to others", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t);
    const id = await writeRecipe(a.client, { title: "Lemon Barley Salad" });
    await publish(a.client, id, { displayName: "Barley Fan" });
    await publish(a.client, id, { displayName: "Barley Friend", notes: "Now with mint." });
    expect((await b.client.json<RecipeDetail>(`/api/recipes/${id}`)).body.community).toMatchObject({
      notes: "Now with mint.",
      author: { display_name: "Barley Friend" },
    });
    await a.client.json(`/api/recipes/${id}`, {
      method: "PUT",
      json: { title: "Lemon Barley Salad With Mint", ingredients: ["1 cup barley", "1 lemon"], steps: ["Cook.", "Dress."] },
    });
    expect((await b.client.json<RecipeDetail>(`/api/recipes/${id}`)).body.title).toBe("Lemon Barley Salad With Mint");

    expect((await a.client.json(`/api/community/recipes/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await b.client.json(`/api/recipes/${id}`)).status).toBe(404);
    expect((await list(b.client)).recipes.map((r) => r.id)).not.toContain(id);
    // Unpublishing what was never shared says so.
    const never = await writeRecipe(a.client, { title: "Never Shared Stew" });
    expect((await a.client.json<{ message: string }>(`/api/community/recipes/${never}`, { method: "DELETE" })).body.message).toBe("This recipe is not shared");
  });

  it("nobody publishes, edits, unpublishes or deletes another's recipe; the catalogue is nobody's to share", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t);
    const id = await writeRecipe(a.client, { title: "Guarded Gumbo" });
    await publish(a.client, id);
    expect((await publish(b.client, id, { displayName: "Thief" })).status).toBe(404);
    expect((await b.client.json(`/api/community/recipes/${id}`, { method: "DELETE" })).status).toBe(404);
    const edit = await b.client.json(`/api/recipes/${id}`, { method: "PUT", json: { title: "Stolen", ingredients: ["1 egg"], steps: ["Boil."] } });
    expect(edit.status).toBe(404);
    expect((await b.client.json(`/api/recipes/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await b.client.json<RecipeDetail>(`/api/recipes/${id}`)).body.title).toBe("Guarded Gumbo");
    expect((await b.client.json<RecipeDetail>(`/api/recipes/${id}`)).body.community?.author.display_name).toBe("Kitchen Ana");

    const catalogueId = (await new TestClient(t).json<RecipeListResponse>("/api/recipes")).body.recipes[0]!.id;
    expect((await publish(a.client, catalogueId)).status).toBe(403);
  });

  it("visitors see no community recipe; a display name is never an e-mail, and is length-limited", async () => {
    const a = await communityMember(t);
    const id = await writeRecipe(a.client, { title: "Members Only Muffins" });
    await publish(a.client, id);
    const visitor = new TestClient(t);
    expect((await visitor.json(`/api/recipes/${id}`)).status).toBe(404);
    expect((await visitor.json("/api/community/recipes")).status).toBe(401);

    const email = await publish(a.client, id, { displayName: a.email });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe("Choose a display name that is not an e-mail address");
    expect((await publish(a.client, id, { displayName: "A" })).body.message).toBe("Display name must be at least 2 characters");
    expect((await publish(a.client, id, { displayName: "x".repeat(41) })).body.message).toBe("Display name can be at most 40 characters");
    expect((await publish(a.client, id, { displayName: "Ana", notes: "n".repeat(1001) })).body.message).toBe("Notes can be at most 1000 characters");
  });

  it("a recipe from elsewhere is shared as its source link and the member's notes, unless stated their own", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t);
    const source = "https://example.org/recipes/tomato-soup";
    const id = await writeRecipe(a.client, { title: "Tomato Soup", source, description: "The site's own words.", steps: ["The site's method."] });
    await publish(a.client, id, { displayName: "Soup Lover", notes: "I add basil." });
    const linkOnly = (await b.client.json<RecipeDetail>(`/api/recipes/${id}`)).body;
    expect(linkOnly).toMatchObject({ source, steps: [], description: null });
    expect(linkOnly.community).toMatchObject({ shares_method: false, notes: "I add basil." });
    expect(linkOnly.ingredients.length).toBeGreaterThan(0);
    expect((await list(b.client, "?q=tomato")).recipes.find((r) => r.id === id)?.description).toBeNull();

    await publish(a.client, id, { displayName: "Soup Lover", notes: "My own recipe, on my blog.", ownWork: true });
    expect((await b.client.json<RecipeDetail>(`/api/recipes/${id}`)).body).toMatchObject({
      steps: ["The site's method."],
      description: "The site's own words.",
    });
  });

  it("an author's page lists their public recipes only", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t);
    const one = await writeRecipe(a.client, { title: "Author Page Pilaf" });
    const two = await writeRecipe(a.client, { title: "Author Page Polenta" });
    await writeRecipe(a.client, { title: "Author Page Private Pie" });
    await publish(a.client, one, { displayName: "Page Author" });
    await publish(a.client, two, { displayName: "Page Author" });
    const authorId = (await b.client.json<RecipeDetail>(`/api/recipes/${one}`)).body.community!.author.id;
    const page = (await b.client.json<CommunityAuthorPage>(`/api/community/authors/${authorId}`)).body;
    expect(page.author.display_name).toBe("Page Author");
    expect(page.recipes.map((r) => r.title).sort()).toEqual(["Author Page Pilaf", "Author Page Polenta"]);
    expect((await b.client.json(`/api/community/authors/3f2504e0-4f89-41d3-9a0c-0305e82c3301`)).status).toBe(404);
  });

  it("publishing is rate limited", async () => {
    const a = await communityMember(t);
    const id = await writeRecipe(a.client, { title: "Busy Bread" });
    for (let i = 0; i < 10; i += 1) expect((await publish(a.client, id)).status).toBe(200);
    const refused = await publish(a.client, id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("You can publish or update shared recipes 10 times in an hour. Please wait a little.");
  });
});
