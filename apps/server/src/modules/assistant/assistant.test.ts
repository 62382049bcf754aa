import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import {
  householdConflicts,
  type AssistantCard,
  type ChatMessage,
  type CurrentThreadResponse,
  type MealPlanResponse,
  type ThreadSummary,
} from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { TestClient } from "../../testing/test-client";
import { mealGenerationQueue, preferences, recipes } from "../../db/schema";
import { ask, assistantMember, currentThreadOf } from "./assistant-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.setNow(new Date("2026-11-23T12:00:00Z"))); // a Monday, noon UTC
afterAll(() => t.close());

const planCard = (m: ChatMessage | null) => m?.cards.find((c): c is Extract<AssistantCard, { kind: "plan" }> => c.kind === "plan");
const confirm = (client: TestClient, threadId: string, message: ChatMessage, cardId: string) =>
  client.json<{ message: ChatMessage; reply: ChatMessage | null; code?: string; message_?: string }>(
    `/api/assistant/threads/${threadId}/messages/${message.id}/cards/${cardId}/confirm`,
    { method: "POST" },
  );

describe("threads", () => {
  it("signed out, every assistant route answers 401", async () => {
    const anon = new TestClient(t);
    expect((await anon.json("/api/assistant/thread")).status).toBe(401);
    expect((await anon.json("/api/assistant/status")).status).toBe(401);
  });

  it("the current thread survives a reload, reset starts a new one and the old one can be reopened", async () => {
    const user = await assistantMember(t, "trial");
    const first = await currentThreadOf(user.client);
    expect(await currentThreadOf(user.client)).toBe(first);
    await ask(user.client, first, "hello");
    const reloaded = (await user.client.json<CurrentThreadResponse>("/api/assistant/thread")).body;
    expect(reloaded.threadId).toBe(first);
    expect(reloaded.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(reloaded.messages[0]!.content).toBe("hello");
    const fresh = (await user.client.json<CurrentThreadResponse>("/api/assistant/threads", { method: "POST" })).body;
    expect(fresh.threadId).not.toBe(first);
    expect(fresh.messages).toEqual([]);
    const list = (await user.client.json<{ threads: ThreadSummary[] }>("/api/assistant/threads")).body.threads;
    expect(list.map((th) => th.id)).toContain(first);
    expect((await user.client.json<CurrentThreadResponse>(`/api/assistant/threads/${first}`)).body.messages).toHaveLength(2);
  });

  it("another user's thread is not found: it cannot be read, written or confirmed", async () => {
    const a = await assistantMember(t, "trial");
    const b = await assistantMember(t, "trial");
    const threadA = await currentThreadOf(a.client);
    const { reply } = await ask(a.client, threadA, "plan my dinners for next week");
    const card = planCard(reply)!;
    expect((await b.client.json(`/api/assistant/threads/${threadA}`)).status).toBe(404);
    expect((await ask(b.client, threadA, "hello")).status).toBe(404);
    expect((await confirm(b.client, threadA, reply!, card.id)).status).toBe(404);
    const threadB = await currentThreadOf(b.client);
    expect((await confirm(b.client, threadB, reply!, card.id)).status).toBe(404);
    const calendarA = (await a.client.json<MealPlanResponse>("/api/meal-plans?view=weekly&date=2026-11-30")).body;
    expect(Object.keys(calendarA.slots)).toHaveLength(0);
  });
});

describe("message rules", () => {
  it("refuses empty, over-long and prefix-only messages with the spec's texts", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    const empty = await ask(user.client, thread, "   ");
    expect(empty.status).toBe(400);
    const long = await ask(user.client, thread, "a".repeat(4001));
    expect(long.status).toBe(400);
    expect(long.error!.message).toBe("Messages can be at most 4,000 characters");
    const prefixOnly = await ask(user.client, thread, "system_");
    expect(prefixOnly.status).toBe(400);
    expect(prefixOnly.error!.message).toBe("Invalid message after filtering");
  });

  it("a thread id must be a thread id", async () => {
    const user = await assistantMember(t, "trial");
    const res = await ask(user.client, "not-a-thread", "hello");
    expect(res.status).toBe(400);
    expect(res.error!.message).toBe("A thread id is required");
  });

  it("a trial user asking for a breakfast plan gets the local subscription answer", async () => {
    const user = await assistantMember(t, "trial");
    const { reply } = await ask(user.client, await currentThreadOf(user.client), "can you plan breakfast meals for me?");
    expect(reply!.content).toContain("Your 14-day trial includes dinner recipes only. Upgrade to All-Day plan for breakfast recipes.");
    expect(reply!.cards).toEqual([]);
  });

  it("limits how many messages a user sends per minute", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    for (let i = 0; i < 20; i++) expect((await ask(user.client, thread, `hi ${i}`)).status).toBe(200);
    const limited = await ask(user.client, thread, "one more");
    expect(limited.status).toBe(429);
    expect(limited.error!.code).toBe("ASSISTANT_RATE_LIMITED");
    t.setNow(new Date("2026-11-23T12:02:00Z"));
    expect((await ask(user.client, thread, "later")).status).toBe(200);
  });
});

describe("planning", () => {
  it("plan my dinners for next week: a proposal, written only on confirmation, seven dinners on the calendar", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    const { reply, events } = await ask(user.client, thread, "plan my dinners for next week");
    expect(events.map((e) => e.type)).toContain("text-delta");
    const card = planCard(reply)!;
    expect(card.status).toBe("proposed");
    expect(card.meals.map((m) => m.date)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(card.meals.every((m) => m.mealType === "dinner")).toBe(true);
    const before = (await user.client.json<MealPlanResponse>("/api/meal-plans?view=weekly&date=2026-11-30")).body;
    expect(Object.keys(before.slots)).toHaveLength(0);
    const confirmed = await confirm(user.client, thread, reply!, card.id);
    expect(confirmed.status).toBe(200);
    expect(planCard(confirmed.body.message)!.status).toBe("applied");
    expect(confirmed.body.reply!.content).toBe("Added 7 meals to your calendar.");
    const after = (await user.client.json<MealPlanResponse>("/api/meal-plans?view=weekly&date=2026-11-30")).body;
    expect(Object.values(after.slots).map((day) => day.dinner?.recipe_id)).toEqual(card.meals.map((m) => m.recipeId));
    expect((await confirm(user.client, thread, reply!, card.id)).status).toBe(409);
  });

  it("never plans a declared allergen, and “yes” confirms the latest proposal", async () => {
    const user = await assistantMember(t, "all_day", { allergies: ["shellfish", "peanuts"] });
    const thread = await currentThreadOf(user.client);
    const { reply } = await ask(user.client, thread, "plan breakfast, lunch and dinner for the next 3 days");
    const card = planCard(reply)!;
    expect(card.meals.length).toBeGreaterThanOrEqual(6);
    const rows = await t.db
      .select()
      .from(recipes)
      .where(
        inArray(
          recipes.id,
          card.meals.map((m) => m.recipeId),
        ),
      );
    for (const row of rows) expect(householdConflicts(row, { allergies: ["shellfish", "peanuts"], diets: [], dislikes: [] })).toEqual([]);
    const yes = await ask(user.client, thread, "yes please");
    expect(yes.reply!.content).toMatch(/^Added \d+ meals to your calendar\./);
  });

  it("swaps one dinner for a quicker one", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    const planned = await ask(user.client, thread, "plan my dinners for next week");
    await confirm(user.client, thread, planned.reply!, planCard(planned.reply)!.id);
    const tuesday = planCard(planned.reply)!.meals.find((m) => m.date === "2026-12-01")!;
    const { reply } = await ask(user.client, thread, "swap Tuesday Dec 1's dinner for something quicker");
    const swap = planCard(reply);
    if (tuesday.minutes !== null && tuesday.minutes > 10) {
      expect(swap!.meals).toHaveLength(1);
      expect(swap!.meals[0]!.recipeId).not.toBe(tuesday.recipeId);
      expect(swap!.meals[0]!.minutes!).toBeLessThan(tuesday.minutes);
    }
  });

  it("answers what is planned", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    const planned = await ask(user.client, thread, "plan my dinners for next week");
    await confirm(user.client, thread, planned.reply!, planCard(planned.reply)!.id);
    const friday = planCard(planned.reply)!.meals.find((m) => m.date === "2026-12-04")!;
    const { reply } = await ask(user.client, thread, "what's for dinner on Friday next week?");
    expect(reply!.content).toContain(friday.title);
  });
});

describe("recipes and preferences", () => {
  it("finds recipes with the request's and the household's exclusions applied", async () => {
    const user = await assistantMember(t, "trial", { allergies: ["eggs"] });
    const { reply } = await ask(user.client, await currentThreadOf(user.client), "find me a chicken recipe under 30 minutes without dairy");
    const card = reply!.cards.find((c) => c.kind === "recipes");
    expect(card && card.kind === "recipes" && card.recipes.length).toBeGreaterThan(0);
    if (card?.kind !== "recipes") return;
    const rows = await t.db
      .select()
      .from(recipes)
      .where(
        inArray(
          recipes.id,
          card.recipes.map((r) => r.id),
        ),
      );
    for (const row of rows) {
      expect(householdConflicts(row, { allergies: ["eggs", "dairy"], diets: [], dislikes: [] })).toEqual([]);
      expect((row.prepTime ?? 0) + (row.cookTime ?? 0)).toBeLessThanOrEqual(30);
      expect(JSON.stringify(row.ingredients).toLowerCase()).toContain("chicken");
    }
  });

  it("offers to add an allergy and saves it only on confirmation", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    const { reply } = await ask(user.client, thread, "I'm allergic to shellfish now");
    const card = reply!.cards.find((c) => c.kind === "preferences")!;
    const stored = async () => (await t.db.select().from(preferences).where(eq(preferences.userId, user.id)))[0]!;
    expect((await stored()).allergies).toEqual([]);
    expect((await confirm(user.client, thread, reply!, card.id)).status).toBe(200);
    expect((await stored()).allergies).toEqual(["shellfish"]);
  });

  it("changes the household size on confirmation", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    await ask(user.client, thread, "we're four now");
    await ask(user.client, thread, "yes");
    const [row] = await t.db.select().from(preferences).where(eq(preferences.userId, user.id));
    expect(row!.householdSize).toBe(4);
  });

  it("suggests recipes that use up typed leftovers, allergies applied", async () => {
    const user = await assistantMember(t, "trial", { allergies: ["shellfish"] });
    const { reply } = await ask(user.client, await currentThreadOf(user.client), "what can I make with leftover chicken, rice and spinach?");
    expect(reply!.content).toMatch(/^To use up /);
    const card = reply!.cards.find((c) => c.kind === "recipes");
    if (card?.kind !== "recipes") throw new Error("no recipes card");
    const rows = await t.db
      .select()
      .from(recipes)
      .where(
        inArray(
          recipes.id,
          card.recipes.map((r) => r.id),
        ),
      );
    for (const row of rows) expect(householdConflicts(row, { allergies: ["shellfish"], diets: [], dislikes: [] })).toEqual([]);
    expect(JSON.stringify(rows[0]!.ingredients).toLowerCase()).toMatch(/chicken|rice|spinach/);
  });

  it("queues a recipe generation for the user", async () => {
    const user = await assistantMember(t, "trial");
    const { reply } = await ask(user.client, await currentThreadOf(user.client), "make me a recipe for a spicy lentil soup for 6");
    const card = reply!.cards.find((c) => c.kind === "generation");
    expect(card?.kind).toBe("generation");
    if (card?.kind !== "generation") return;
    const [job] = await t.db.select().from(mealGenerationQueue).where(eq(mealGenerationQueue.id, card.generationId));
    expect(job!.userId).toBe(user.id);
    expect(job!.request).toMatchObject({ prompt: "spicy lentil soup", servings: 6 });
  });
});
