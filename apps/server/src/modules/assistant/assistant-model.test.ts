import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AssistantCard, MealPlanResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser } from "../../testing/test-client";
import { startOpenAITestServer, type OpenAITestServer } from "../../testing/openai-test-server";
import { preferences } from "../../db/schema";
import { ask, assistantMember, currentThreadOf } from "./assistant-test-support";

/**
 * Sierra on a model (LLM_BASE_URL): the real AI SDK path over HTTP to a local chat-completions
 * server, with the real tools bound to the signed-in user and the real database behind them.
 */
let model: OpenAITestServer;
let t: TestApp;
beforeAll(async () => {
  model = await startOpenAITestServer();
  t = await createTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: "test-model" });
});
beforeEach(() => {
  model.reset();
  t.setNow(new Date("2026-11-23T12:00:00Z"));
});
afterAll(async () => {
  await t.close();
  await model.close();
});

describe("Sierra on an OpenAI-compatible model", () => {
  it("streams the model's words and runs its tool calls against the user's own calendar", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    model.enqueue(
      { toolCalls: [{ name: "proposePlan", arguments: { start: "2026-11-30", end: "2026-12-06", mealTypes: ["dinner"] } }] },
      { text: ["Here are seven ", "dinners for next week."] },
    );
    const { reply, events } = await ask(user.client, thread, "plan my dinners for next week");
    expect(
      events
        .filter((e) => e.type === "text-delta")
        .map((e) => (e.type === "text-delta" ? e.delta : ""))
        .join(""),
    ).toContain("seven dinners");
    const card = reply!.cards.find((c): c is Extract<AssistantCard, { kind: "plan" }> => c.kind === "plan")!;
    expect(card.meals).toHaveLength(7);
    const [first, second] = model.chatRequests();
    expect(first!.tools?.map((tool) => tool.function.name)).toContain("proposePlan");
    expect(JSON.stringify(first!.tools)).not.toContain("userId");
    expect(second!.messages.some((m) => m.role === "tool")).toBe(true);
    const confirmed = await user.client.json(`/api/assistant/threads/${thread}/messages/${reply!.id}/cards/${card.id}/confirm`, { method: "POST" });
    expect(confirmed.status).toBe(200);
    const week = (await user.client.json<MealPlanResponse>("/api/meal-plans?view=weekly&date=2026-11-30")).body;
    expect(Object.keys(week.slots)).toHaveLength(7);
  });

  it("a model cannot plan a meal type outside the subscription or reach another user's data", async () => {
    const other = await assistantMember(t, "trial", { allergies: ["peanuts"] });
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    model.enqueue(
      {
        toolCalls: [
          { name: "proposePlan", arguments: { start: "2026-11-30", end: "2026-11-30", mealTypes: ["breakfast"] } },
          { name: "getPreferences", arguments: { userId: other.id } },
        ],
      },
      { text: ["Done."] },
    );
    const { reply } = await ask(user.client, thread, "plan something for me");
    expect(reply!.cards.find((c) => c.kind === "plan")).toBeUndefined();
    const toolResults = JSON.stringify(model.chatRequests()[1]!.messages.filter((m) => m.role === "tool"));
    expect(toolResults).toContain("Your 14-day trial includes dinner recipes only. Upgrade to All-Day plan for breakfast recipes.");
    expect(toolResults).not.toContain("peanut");
  });

  it("a preference change the model proposes is saved only when the user confirms", async () => {
    const user = await assistantMember(t, "trial");
    const thread = await currentThreadOf(user.client);
    model.enqueue({ toolCalls: [{ name: "proposePreferenceChange", arguments: { addAllergies: ["shellfish"] } }] }, { text: ["Shall I add shellfish?"] });
    const { reply } = await ask(user.client, thread, "I'm allergic to shellfish now");
    const card = reply!.cards.find((c) => c.kind === "preferences")!;
    const stored = async () => (await t.db.select().from(preferences).where(eq(preferences.userId, user.id)))[0]!.allergies;
    expect(await stored()).toEqual([]);
    await user.client.json(`/api/assistant/threads/${thread}/messages/${reply!.id}/cards/${card.id}/confirm`, { method: "POST" });
    expect(await stored()).toEqual(["shellfish"]);
  });

  it("a model that fails ends the stream with the spec's error and keeps the user's message", async () => {
    const user = await signedInUser(t);
    const thread = await currentThreadOf(user.client);
    model.enqueue({ status: 500, error: "boom" }, { status: 500, error: "boom" });
    const { events } = await ask(user.client, thread, "hello");
    expect(events.at(-1)).toEqual({ type: "error", code: "SEND_FAILED", message: "Failed to send message" });
  });
});
