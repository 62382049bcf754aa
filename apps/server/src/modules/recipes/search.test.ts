import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEAL_TYPE_CATEGORIES, type RecipeListResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (client: TestClient, query: string) => client.json<RecipeListResponse>(`/api/recipes${query}`);

/** `count` private recipes of one user, straight into the table (the trigger indexes them). */
async function ownRecipes(userId: string, count: number, title: string, searchText: string) {
  await t.db.execute(sql`insert into recipes (title, ingredients, steps, search_text, user_id, created_at)
    select ${title} || ' ' || g, '[]'::jsonb, '[]'::jsonb, ${searchText}, ${userId}, now() - (g || ' minutes')::interval
    from generate_series(1, ${count}::int) g`);
}

describe("search counts and pages (docs/decisions/009)", () => {
  it("reads without synchronized scans, so a broad search ranks the same candidates on every request", async () => {
    // Synchronized scans only start on tables larger than a quarter of shared_buffers, which a
    // test database never is; the benchmark's stablePages check covers the effect at 100,000 recipes.
    const setting = await t.db.execute(sql`select current_setting('synchronize_seqscans') as value`);
    expect(setting.rows).toEqual([{ value: "off" }]);
  });

  it("counts exactly up to 300, says 300+ beyond, and every promised page is ranked without repeats", async () => {
    const a = await signedInUser(t);
    await ownRecipes(a.id, 320, "Zebrafruit Bowl", "quinoa");

    const first = await list(a.client, "?q=zebrafr");
    expect(first.body).toMatchObject({ total: 300, totalCapped: true, totalPages: 30 });
    expect(first.body.recipes.every((r) => r.title.startsWith("Zebrafruit Bowl") && r.is_own)).toBe(true);
    const ids = new Set<string>();
    for (let page = 1; page <= 30; page += 1) {
      const res = await list(a.client, `?q=zebrafr&page=${page}`);
      expect(res.body.recipes, `page ${page}`).toHaveLength(10);
      res.body.recipes.forEach((r) => ids.add(r.id));
    }
    expect(ids.size).toBe(300);
    const beyond = await list(a.client, "?q=zebrafr&page=31");
    expect(beyond.body).toMatchObject({ recipes: [], total: 300, totalCapped: true });

    // Few matches: an exact count, and a title match ranks above a match in the ingredients.
    await ownRecipes(a.id, 2, "Pastry Crumble", "quince");
    await ownRecipes(a.id, 2, "Quince Tart", "pastry");
    const few = await list(a.client, "?q=quince");
    expect(few.body).toMatchObject({ total: 4, totalCapped: false, totalPages: 1 });
    expect(few.body.recipes.map((r) => r.title)).toEqual(["Quince Tart 1", "Quince Tart 2", "Pastry Crumble 1", "Pastry Crumble 2"]);
    expect((await list(a.client, "?q=quince&page=2")).body).toMatchObject({ recipes: [], total: 4 });
  });

  it("with more than 300 matches but few in titles, every title match leads and the pages hold 300 without repeats", async () => {
    const a = await signedInUser(t);
    await ownRecipes(a.id, 310, "Plain Grain Bowl", "yuzuberry");
    // Written last, so they come after the first 301 matches in storage order.
    await ownRecipes(a.id, 5, "Yuzuberry Sorbet", "sugar");
    const first = await list(a.client, "?q=yuzuberry");
    expect(first.body).toMatchObject({ total: 300, totalCapped: true, totalPages: 30 });
    expect(
      first.body.recipes
        .slice(0, 5)
        .map((r) => r.title)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5].map((n) => `Yuzuberry Sorbet ${n}`));
    const ids = new Set<string>();
    for (let page = 1; page <= 30; page += 1) (await list(a.client, `?q=yuzuberry&page=${page}`)).body.recipes.forEach((r) => ids.add(r.id));
    expect(ids.size).toBe(300);
  });

  it("a typo close to more than 300 titles says 300+ too, and its 30 pages hold 300 recipes", async () => {
    const a = await signedInUser(t);
    await ownRecipes(a.id, 320, "Zebrafruit Bowl", "quinoa");
    const first = await list(a.client, "?q=zebrafrut");
    expect(first.body).toMatchObject({ total: 300, totalCapped: true, totalPages: 30 });
    const ids = new Set<string>();
    for (let page = 1; page <= 30; page += 1) (await list(a.client, `?q=zebrafrut&page=${page}`)).body.recipes.forEach((r) => ids.add(r.id));
    expect(ids.size).toBe(300);
  });

  it("finds the usual misspellings of catalogue words ('chiken' is 0.57 from 'chicken', below pg_trgm's default 0.6)", async () => {
    for (const [typo, word] of [
      ["chiken", "chicken"],
      ["spagetti", "spaghetti"],
    ] as const) {
      const res = await list(new TestClient(t), `?q=${typo}`);
      expect(res.body.total, typo).toBeGreaterThan(0);
      expect(
        res.body.recipes.every((r) => r.title.toLowerCase().includes(word)),
        typo,
      ).toBe(true);
    }
  });

  it("never shows another user's recipes, whether the match is exact or typo-tolerant", async () => {
    const a = await signedInUser(t);
    await ownRecipes(a.id, 3, "Marmalade Kohlrabi Gratin", "kohlrabi");
    const b = await signedInUser(t);
    for (const client of [b.client, new TestClient(t)]) {
      expect((await list(client, "?q=kohlrabi")).body.total).toBe(0);
      expect((await list(client, "?q=kohlrabbi")).body.total).toBe(0);
    }
    expect((await list(a.client, "?q=kohlrabi")).body.total).toBe(3);
    const typo = await list(a.client, "?q=kohlrabbi");
    expect(typo.body.recipes.map((r) => r.title).sort()).toEqual(["Marmalade Kohlrabi Gratin 1", "Marmalade Kohlrabi Gratin 2", "Marmalade Kohlrabi Gratin 3"]);
  });

  it("a meal type lists exactly the recipes of that meal type, in the same order, for every meal type, exact or typo, visitor or member", async () => {
    // The meal type is written into the statement (one kept plan per meal type, docs/decisions/044);
    // a category alongside it still travels as a parameter, and the two must agree.
    const allPages = async (client: TestClient, query: string) => {
      const cards: RecipeListResponse["recipes"] = [];
      for (let page = 1; ; page += 1) {
        const res = await list(client, `${query}&page=${page}`);
        cards.push(...res.body.recipes);
        if (page >= res.body.totalPages) return cards;
      }
    };
    const member = await signedInUser(t);
    await ownRecipes(member.id, 2, "Chicken Snack Box", "chicken");
    await t.db.execute(sql`update recipes set categories = array['Snack'] where user_id = ${member.id}`);
    for (const client of [new TestClient(t), member.client]) {
      for (const q of ["chicken", "chiken"]) {
        const everyMeal = await allPages(client, `?q=${q}`);
        for (const mealType of MEAL_TYPE_CATEGORIES) {
          const expected = everyMeal.filter((r) => r.categories.includes(mealType)).map((r) => r.id);
          expect(expected.length, `${q} ${mealType}`).toBeGreaterThan(0);
          expect(
            (await allPages(client, `?q=${q}&mealType=${mealType}`)).map((r) => r.id),
            `${q} ${mealType}`,
          ).toEqual(expected);
          expect(
            (await allPages(client, `?q=${q}&mealType=${mealType}&category=${mealType}`)).map((r) => r.id),
            `${q} ${mealType}`,
          ).toEqual(expected);
        }
      }
    }
  });

  it("answers a search without a word with an empty page, not an error", async () => {
    const res = await list(new TestClient(t), `?q=${encodeURIComponent("!!! ---")}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ recipes: [], total: 0, totalCapped: false, totalPages: 1 });
  });
});
