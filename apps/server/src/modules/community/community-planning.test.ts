import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MealPlanResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import type { TestClient } from "../../testing/test-client";
import { eligibleRecipes } from "../assistant/planner/candidates";
import { household, input } from "../assistant/planner/test-instances";
import { ask, currentThreadOf } from "../assistant/assistant-test-support";
import { loadRecipePool } from "../assistant/tools/recipe-pool";
import { readHousehold } from "../food";
import { communityAdmin, communityMember, publish, writeRecipe } from "./test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const favourite = (client: TestClient, recipeId: string) => client.json("/api/favorites", { json: { recipeId } });
const poolIds = async (userId: string) => (await loadRecipePool(t.db, userId)).map((r) => r.id);

/** Whether the planner, with this member's household rule, may put the recipe on a dinner. */
async function plannable(userId: string, recipeId: string) {
  const pool = await loadRecipePool(t.db, userId);
  const limits = await readHousehold(t.db, userId);
  const { byType } = eligibleRecipes(input({ recipes: pool.map((r) => r.planner), household: household(limits) }));
  return byType.dinner.some((index) => pool[index]!.id === recipeId);
}

describe("community recipes in a member's planning", () => {
  it("the planner may use a community recipe once favourited, and never one hidden or unpublished", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t);
    const id = await writeRecipe(a.client, { title: "Quokka Valley Rice" });
    await publish(a.client, id);
    expect(await poolIds(b.id)).not.toContain(id);
    expect((await favourite(b.client, id)).status).toBe(201);
    expect(await plannable(b.id, id)).toBe(true);

    await a.client.json(`/api/community/recipes/${id}`, { method: "DELETE" });
    expect(await poolIds(b.id)).not.toContain(id);
    await publish(a.client, id);
    expect(await poolIds(b.id)).toContain(id);
    const admin = await communityAdmin(t);
    expect((await admin.client.json(`/api/admin/community/recipes/${id}/hide`, { json: { note: "Unsafe advice" } })).status).toBe(200);
    expect(await poolIds(b.id)).not.toContain(id);
  });

  it("a favourited community recipe still passes the household rule", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t, ["dairy"]);
    const id = await writeRecipe(a.client, { title: "Buttery Quokka Rice", ingredients: ["1 cup rice", "3 tbsp butter"] });
    await publish(a.client, id);
    await favourite(b.client, id);
    expect(await poolIds(b.id)).toContain(id);
    expect(await plannable(b.id, id)).toBe(false);
  });

  it("Sierra finds a favourited community recipe by its name, for that member only", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t);
    const c = await communityMember(t);
    const id = await writeRecipe(a.client, { title: "Quokka Valley Rice" });
    await publish(a.client, id);
    await favourite(b.client, id);
    const found = await ask(b.client, await currentThreadOf(b.client), "find me a quokka valley rice recipe");
    expect(found.reply?.content).toContain("Quokka Valley Rice");
    const other = await ask(c.client, await currentThreadOf(c.client), "find me a quokka valley rice recipe");
    expect(other.status).toBe(200);
    expect(other.reply?.content).not.toContain("Quokka Valley Rice");
  });

  it("a member plans a community recipe on their calendar; a private one stays out of reach", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t);
    const id = await writeRecipe(a.client, { title: "Quokka Calendar Stew" });
    const secret = await writeRecipe(a.client, { title: "Quokka Secret Stew" });
    await publish(a.client, id);
    expect((await b.client.json(`/api/meal-plans/slots/2026-12-02/dinner`, { method: "PUT", json: { recipeId: id } })).status).toBe(200);
    const plan = (await b.client.json<MealPlanResponse>("/api/meal-plans?view=daily&date=2026-12-02")).body;
    expect(JSON.stringify(plan)).toContain(id);
    expect((await b.client.json(`/api/meal-plans/slots/2026-12-03/dinner`, { method: "PUT", json: { recipeId: secret } })).status).toBe(404);
  });
});
