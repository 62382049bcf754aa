import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AssistantCard, ChatMessage, MealPlanResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { recipes, shoppingLists } from "../../db/schema";
import { ask, assistantMember, currentThreadOf } from "./assistant-test-support";

/** Follow-ups read against the thread's dialogue state, checked by their effect on the calendar and lists. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.setNow(new Date("2026-11-23T12:00:00Z"))); // a Monday, noon UTC
afterAll(() => t.close());

const planCard = (m: ChatMessage | null) => m?.cards.find((c): c is Extract<AssistantCard, { kind: "plan" }> => c.kind === "plan");
const week = async (client: Awaited<ReturnType<typeof assistantMember>>["client"], date: string) =>
  (await client.json<MealPlanResponse>(`/api/meal-plans?view=weekly&date=${date}`)).body;

describe("follow-ups", () => {
  it("plan, refine to vegetarian, then yes: the refined plan is what lands on the calendar", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    const first = await ask(user.client, thread, "sort out dinners for next week pls");
    expect(planCard(first.reply)!.meals).toHaveLength(7);
    const refined = await ask(user.client, thread, "make them all veggie");
    const card = planCard(refined.reply)!;
    expect(card.meals.length).toBeGreaterThan(0);
    const rows = await t.db.select({ id: recipes.id, tags: recipes.dietaryTags }).from(recipes);
    const tags = new Map(rows.map((r) => [r.id, r.tags]));
    for (const meal of card.meals) expect(tags.get(meal.recipeId)).toContain("vegetarian");
    // The reply names the card's own meals.
    for (const meal of card.meals.slice(0, 7)) expect(refined.reply!.content).toContain(meal.title);
    await ask(user.client, thread, "yes");
    const planned = await week(user.client, "2026-11-30");
    const ids = Object.values(planned.slots).flatMap((day) => Object.values(day).map((meal) => meal!.recipe_id));
    expect(ids.sort()).toEqual(card.meals.map((m) => m.recipeId).sort());
  });

  it("clear a day is shown first and removed only on yes", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    await ask(user.client, thread, "plan dinners for next week");
    await ask(user.client, thread, "yes");
    expect(Object.keys((await week(user.client, "2026-11-30")).slots)).toHaveLength(7);
    const shown = await ask(user.client, thread, "take everything off next friday");
    expect(shown.reply!.content).toContain("nothing is removed until you do");
    expect(Object.keys((await week(user.client, "2026-11-30")).slots)).toHaveLength(7);
    await ask(user.client, thread, "yes");
    expect(Object.keys((await week(user.client, "2026-11-30")).slots)).toHaveLength(6);
  });

  it("a shopping list for next week is made by the kitchen's service and the reply says where", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    await ask(user.client, thread, "plan dinners for next week");
    await ask(user.client, thread, "yes");
    const { reply } = await ask(user.client, thread, "grocery list for next wk please");
    expect(reply!.content).toContain("Shopping Lists page");
    const lists = await t.db.select().from(shoppingLists).where(eq(shoppingLists.userId, user.id));
    expect(lists).toHaveLength(1);
    expect(lists[0]!.startDate).toBe("2026-11-30");
  });
});
