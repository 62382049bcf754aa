import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommunityListResponse, MealPlanResponse, RecipeDetail } from "@sierra/shared";
import { eq } from "drizzle-orm";
import { communityActions } from "../../db/schema";
import { createTestApp, type TestApp } from "../../testing/test-app";
import type { TestClient } from "../../testing/test-client";
import { communityAdmin, communityMember, publish, writeRecipe } from "./test-support";
import type { ReviewItem } from "./reports";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date("2026-11-21T12:00:00Z"));
});
afterAll(() => t.close());

const list = async (client: TestClient, query = "") => (await client.json<CommunityListResponse>(`/api/community/recipes${query}`)).body;
const rate = (client: TestClient, id: string, stars: unknown) =>
  client.json<{ message?: string }>(`/api/community/recipes/${id}/rating`, { method: "PUT", json: { stars } });
const detail = async (client: TestClient, id: string) => (await client.json<RecipeDetail>(`/api/recipes/${id}`)).body;

describe("ratings and cooks", () => {
  it("one 1-5 rating per member, the average shown only from 3 ratings; cooked counts kitchens", async () => {
    const a = await communityMember(t);
    const [b, c, d] = await Promise.all([communityMember(t), communityMember(t), communityMember(t)]);
    const id = await writeRecipe(a.client, { title: "Rated Risotto" });
    await publish(a.client, id);
    expect((await rate(b.client, id, 5)).status).toBe(200);
    expect((await rate(c.client, id, 4)).status).toBe(200);
    expect((await detail(b.client, id)).community).toMatchObject({ rating: { average: null, count: 2 }, my_rating: 5 });
    await rate(d.client, id, 3);
    expect((await detail(b.client, id)).community?.rating).toEqual({ average: 4, count: 3 });
    // Rating again replaces the member's rating.
    await rate(b.client, id, 1);
    expect((await detail(b.client, id)).community?.rating).toEqual({ average: 2.7, count: 3 });

    for (const bad of [0, 6, 2.5, "5"]) expect((await rate(b.client, id, bad)).body.message).toBe("Rating must be a whole number from 1 to 5");
    const own = await rate(a.client, id, 5);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("You cannot rate or report your own recipe");

    await b.client.json(`/api/community/recipes/${id}/cooked`, { method: "POST" });
    await b.client.json(`/api/community/recipes/${id}/cooked`, { method: "POST" });
    await c.client.json(`/api/community/recipes/${id}/cooked`, { method: "POST" });
    expect((await detail(b.client, id)).community).toMatchObject({ cooked_count: 2, i_cooked: true });
    expect((await detail(d.client, id)).community?.i_cooked).toBe(false);
  });

  it("sorts by newest, most cooked and best rated", async () => {
    const a = await communityMember(t);
    const raters = await Promise.all([communityMember(t), communityMember(t), communityMember(t)]);
    const word = `sortword${Date.now()}`;
    const ids: string[] = [];
    for (const title of ["First", "Second", "Third"]) {
      const id = await writeRecipe(a.client, { title: `${title} ${word} Stew` });
      t.setNow(new Date(Date.parse("2026-11-21T12:00:00Z") + ids.length * 60_000));
      await publish(a.client, id);
      ids.push(id);
    }
    const [first, second, third] = ids as [string, string, string];
    for (const r of raters) {
      await rate(r.client, first, 5);
      await rate(r.client, second, 2);
    }
    await rate(raters[0]!.client, third, 5); // one rating: no average, ranks after rated ones
    await raters[0]!.client.json(`/api/community/recipes/${second}/cooked`, { method: "POST" });
    const order = async (sort: string) => (await list(raters[1]!.client, `?q=${word}&sort=${sort}`)).recipes.map((r) => r.id);
    expect(await order("newest")).toEqual([third, second, first]);
    expect((await order("most_cooked"))[0]).toBe(second);
    expect(await order("best_rated")).toEqual([first, second, third]);
    expect((await raters[1]!.client.json(`/api/community/recipes?sort=random`)).status).toBe(400);
  });
});

describe("reports and moderation", () => {
  it("a member reports; the admin's queue shows it; hiding takes it out of search but not out of a plan made before", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t);
    const c = await communityMember(t);
    const admin = await communityAdmin(t);
    const id = await writeRecipe(a.client, { title: "Questionable Quiche" });
    await publish(a.client, id, { displayName: "Quiche Maker" });
    // B plans it before it is hidden.
    expect((await b.client.json(`/api/meal-plans/slots/2026-11-25/dinner`, { method: "PUT", json: { recipeId: id } })).status).toBe(200);
    const before = (await b.client.json<MealPlanResponse>("/api/meal-plans?view=daily&date=2026-11-25")).body;
    expect(before.slots["2026-11-25"]?.dinner?.community_hidden).toBeUndefined();

    expect((await b.client.json(`/api/community/recipes/${id}/reports`, { json: { reason: "nonsense" } })).body).toMatchObject({ message: "Choose a reason" });
    expect((await b.client.json(`/api/community/recipes/${id}/reports`, { json: { reason: "unsafe", details: "Raw eggs for a toddler." } })).status).toBe(201);
    const again = await b.client.json<{ message: string }>(`/api/community/recipes/${id}/reports`, { json: { reason: "spam" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You have already reported this recipe");
    expect((await a.client.json(`/api/community/recipes/${id}/reports`, { json: { reason: "spam" } })).status).toBe(403);

    expect((await b.client.json("/api/admin/community/reports")).status).toBe(403);
    const queue = (await admin.client.json<{ items: ReviewItem[] }>("/api/admin/community/reports")).body.items;
    const item = queue.find((i) => i.recipe_id === id)!;
    expect(item).toMatchObject({
      title: "Questionable Quiche",
      author: { display_name: "Quiche Maker" },
      reports: [{ reason: "unsafe", details: "Raw eggs for a toddler." }],
    });
    expect(JSON.stringify(item)).not.toContain(b.email);

    expect((await admin.client.json(`/api/admin/community/recipes/${id}/hide`, { json: { note: "Unsafe advice" } })).status).toBe(200);
    expect((await list(c.client, "?q=quiche")).recipes.map((r) => r.id)).not.toContain(id);
    expect((await c.client.json(`/api/recipes/${id}`)).status).toBe(404);
    expect((await rate(c.client, id, 4)).status).toBe(404);
    const planned = await b.client.json<RecipeDetail>(`/api/recipes/${id}`);
    expect(planned.status).toBe(200);
    expect(planned.body.community?.hidden).toBe(true);
    // B's calendar keeps the meal, marked hidden (the view cached before the hide is told to forget it).
    const plan = (await b.client.json<MealPlanResponse>("/api/meal-plans?view=daily&date=2026-11-25")).body;
    expect(plan.slots["2026-11-25"]?.dinner).toMatchObject({ recipe_id: id, community_hidden: true });
    // The author's own calendar does not mark their own recipe.
    await a.client.json(`/api/meal-plans/slots/2026-11-26/dinner`, { method: "PUT", json: { recipeId: id } });
    const own = (await a.client.json<MealPlanResponse>("/api/meal-plans?view=daily&date=2026-11-26")).body;
    expect(own.slots["2026-11-26"]?.dinner?.community_hidden).toBeUndefined();
    expect((await admin.client.json<{ items: ReviewItem[] }>("/api/admin/community/reports")).body.items.map((i) => i.recipe_id)).not.toContain(id);
    // A re-publish by the author does not undo the moderator's decision.
    await publish(a.client, id, { displayName: "Quiche Maker" });
    expect((await list(c.client, "?q=quiche")).recipes.map((r) => r.id)).not.toContain(id);

    expect((await admin.client.json(`/api/admin/community/recipes/${id}/restore`, { method: "POST" })).status).toBe(200);
    expect((await list(c.client, "?q=quiche")).recipes.map((r) => r.id)).toContain(id);
  });

  it("suspending an account stops it publishing until reinstated; reports are rate limited", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t);
    const admin = await communityAdmin(t);
    const id = await writeRecipe(a.client, { title: "Suspended Soup" });
    await publish(a.client, id);
    const authorId = (await detail(b.client, id)).community!.author.id;
    expect((await b.client.json(`/api/admin/community/authors/${authorId}/suspend`, { method: "POST" })).status).toBe(403);
    expect((await admin.client.json(`/api/admin/community/authors/${authorId}/suspend`, { method: "POST" })).status).toBe(200);
    const refused = await publish(a.client, id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Publishing is suspended for your account");
    // The admin's user list says so, by the author's public id (what the suspend control sends).
    const users = (await admin.client.json<{ users: { id: string; community_author: unknown }[] }>(`/api/admin/users?search=${encodeURIComponent(a.email)}`))
      .body.users;
    expect(users.find((u) => u.id === a.id)?.community_author).toEqual({ id: authorId, suspended: true });
    await admin.client.json(`/api/admin/community/authors/${authorId}/reinstate`, { method: "POST" });
    expect((await publish(a.client, id)).status).toBe(200);

    const many: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const rid = await writeRecipe(a.client, { title: `Report Target ${i}` });
      t.setNow(new Date(Date.parse("2026-11-22T12:00:00Z") + i * 1000)); // a new hour: publishing stays under its limit
      // Only this author's count: other files share the database on PostgreSQL.
      await t.db.delete(communityActions).where(eq(communityActions.userId, a.id));
      await publish(a.client, rid);
      many.push(rid);
    }
    for (const rid of many.slice(0, 10)) expect((await b.client.json(`/api/community/recipes/${rid}/reports`, { json: { reason: "spam" } })).status).toBe(201);
    const limited = await b.client.json<{ message: string }>(`/api/community/recipes/${many[10]}/reports`, { json: { reason: "spam" } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("You can report recipes 10 times in a day. Please wait a little.");
  });
});

describe("search keeps to the household", () => {
  it("finds by words and typos, leaves out what the member's allergies forbid, and says what it contains", async () => {
    const a = await communityMember(t);
    const allergic = await communityMember(t, ["peanuts"]);
    const satay = await writeRecipe(a.client, { title: "Gingery Satay Noodles", ingredients: ["200 g rice noodles", "3 tbsp peanut butter", "1 tbsp ginger"] });
    const plain = await writeRecipe(a.client, { title: "Gingery Carrot Noodles", ingredients: ["200 g rice noodles", "2 carrots", "1 tbsp ginger"] });
    await publish(a.client, satay);
    await publish(a.client, plain);

    const all = await list(allergic.client, "?q=gingery");
    expect(all.recipes.map((r) => r.id).sort()).toEqual([satay, plain].sort());
    expect(all.recipes.find((r) => r.id === satay)?.household_warning).toBe(true);
    expect(all.recipes.find((r) => r.id === plain)?.household_warning).toBe(false);
    const kept = (await list(allergic.client, "?q=gingery&avoidAllergens=true")).recipes.map((r) => r.id);
    expect(kept).toEqual([plain]);
    expect((await list(allergic.client, "?q=gingerry%20satai")).recipes.map((r) => r.id)).toContain(satay);

    const page = await detail(allergic.client, satay);
    expect(page.allergens).toContain("peanuts");
    expect(page.household_conflicts?.length).toBeGreaterThan(0);
  });
});
