import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssistantCard, ChatMessage } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { recipes } from "../../db/schema";
import { ask, assistantMember, currentThreadOf } from "./assistant-test-support";

/** Single suggestions vary between users and between asks (suggestion-seed.ts), always within the household rule. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date("2026-11-23T12:00:00Z"));
});
afterAll(() => t.close());

const suggested = (m: ChatMessage | null) => m?.cards.find((c): c is Extract<AssistantCard, { kind: "plan" }> => c.kind === "plan")?.meals[0];

async function vegetarianIds(): Promise<Set<string>> {
  const rows = await t.db.select({ id: recipes.id, tags: recipes.dietaryTags }).from(recipes);
  return new Set(rows.filter((r) => r.tags.includes("vegetarian")).map((r) => r.id));
}

describe("variety of single suggestions", () => {
  it("six vegetarian households asking the same thing at the same moment get different dinners, each vegetarian", async () => {
    const vegetarian = await vegetarianIds();
    const titles = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const user = await assistantMember(t, "trial", { diets: ["vegetarian"] });
      const { reply } = await ask(user.client, await currentThreadOf(user.client), "what should I cook tonight?");
      const meal = suggested(reply)!;
      expect(vegetarian.has(meal.recipeId!)).toBe(true);
      titles.add(meal.title);
    }
    // Drawn among the four best fits: never one dinner for everyone.
    expect(titles.size).toBeGreaterThanOrEqual(2);
  });

  it("one user asking again later gets different dinners", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    const titles = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      t.setNow(new Date(Date.UTC(2026, 10, 23, 12, i * 7, i)));
      const { reply } = await ask(user.client, thread, "what should I cook tonight?");
      titles.add(suggested(reply)!.title);
      await ask(user.client, thread, "no thanks");
    }
    expect(titles.size).toBeGreaterThanOrEqual(3);
  });
});
