import { describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "@sierra/shared";
import { AppError } from "../../http/errors";
import { engineTurn, fakeAssistantTools, mealsCard } from "../../testing/fake-assistant-tools";
import { startOpenAITestServer } from "../../testing/openai-test-server";
import { expectAppError, useOpenAITestServer } from "../../testing/openai-test-hooks";
import { llmMessages } from "./llm-errors";
import { createOpenAICompatibleEngine } from "./openai-compatible-engine";
import { CARDS_ONLY_TEXT } from "./stream-reply";

const openai = useOpenAITestServer();
const engineFor = (timeoutMs = 10_000) =>
  createOpenAICompatibleEngine({ LLM_BASE_URL: openai.server.baseUrl, LLM_API_KEY: "sk-test", LLM_MODEL: "test-model", LLM_TIMEOUT_MS: timeoutMs });

describe("OpenAI-compatible engine: streaming", () => {
  it("streams the model's text in order and sends the system prompt, tools, history and key", async () => {
    openai.server.enqueue({ text: ["Your ", "dinner ", "is set."] });
    const { tools, calls } = fakeAssistantTools();
    const history: ChatMessage[] = Array.from({ length: 25 }, (_, i) => ({
      id: `m${i}`,
      role: i % 2 ? "assistant" : "user",
      content: `message ${i}`,
      timestamp: "2026-11-20T10:00:00Z",
      cards: [],
    }));
    const deltas: string[] = [];
    const reply = await engineFor().reply(engineTurn(tools, "What's for dinner?", { history }), (d) => deltas.push(d));

    expect(deltas).toEqual(["Your ", "dinner ", "is set."]);
    expect(reply).toEqual({ text: "Your dinner is set.", cards: [] });
    expect(calls).toEqual([]);
    const [request] = openai.server.chatRequests();
    expect(request!.stream).toBe(true);
    expect(request!.model).toBe("test-model");
    expect(openai.server.requests[0]!.headers.authorization).toBe("Bearer sk-test");
    const system = request!.messages[0]!;
    expect(system.role).toBe("system");
    expect(system.content).toContain("Allergies (hard constraints for every household member; never suggest a recipe containing them): peanuts, shellfish.");
    expect(system.content).toContain("Today is Friday 2026-11-20");
    expect(request!.tools!.map((t) => t.function.name).sort()).toEqual(
      [
        "confirmLatest",
        "dismissLatest",
        "generateRecipe",
        "getPreferences",
        "proposePlan",
        "proposePreferenceChange",
        "readPlan",
        "searchRecipes",
        "swapMeal",
        "useUpLeftovers",
      ].sort(),
    );
    // No tool lets the model name a user.
    expect(JSON.stringify(request!.tools)).not.toMatch(/user_?id/i);
    // The last 20 messages of the thread, then the new one.
    const rest = request!.messages.slice(1);
    expect(rest).toHaveLength(21);
    expect(rest[0]).toMatchObject({ role: "assistant", content: "message 5" });
    expect(rest[20]).toMatchObject({ role: "user", content: "What's for dinner?" });
  });

  it("runs the tool the model calls with the parsed arguments and hands its data back to the model", async () => {
    openai.server.enqueue(
      { toolCalls: [{ id: "call_plan", name: "readPlan", arguments: { start: "2026-11-21", end: "2026-11-21", mealTypes: null } }] },
      { text: ["You're having ", "Green Curry."] },
    );
    const { tools, calls } = fakeAssistantTools();
    const deltas: string[] = [];
    const reply = await engineFor().reply(engineTurn(tools, "What's for dinner tomorrow?"), (d) => deltas.push(d));

    expect(calls).toEqual([{ tool: "readPlan", input: { start: "2026-11-21", end: "2026-11-21" } }]);
    expect(reply).toEqual({ text: "You're having Green Curry.", cards: [mealsCard] });
    expect(deltas.join("")).toBe("You're having Green Curry.");
    const [, second] = openai.server.chatRequests();
    const toolMessage = second!.messages.find((m) => m.role === "tool")!;
    expect(toolMessage.tool_call_id).toBe("call_plan");
    // The model reads the data, not the cards.
    expect(JSON.parse(String(toolMessage.content))).toEqual({
      meals: [expect.objectContaining({ title: "Green Curry", recipeId: mealsCard.meals[0]!.recipeId })],
    });
    expect(String(toolMessage.content)).not.toContain("card-1");
    expect(second!.messages.find((m) => m.role === "assistant")!.tool_calls![0]!.function.name).toBe("readPlan");
  });

  it("never runs a tool with arguments that do not fit its schema; the model hears why", async () => {
    openai.server.enqueue({ toolCalls: [{ name: "readPlan", arguments: { start: "tomorrow", end: "2026-11-21" } }] }, { text: ["Which day did you mean?"] });
    const { tools, calls } = fakeAssistantTools();
    const reply = await engineFor().reply(engineTurn(tools, "dinner tomorrow?"), () => {});

    expect(calls).toEqual([]);
    expect(reply.text).toBe("Which day did you mean?");
    const toolMessage = openai.server.chatRequests()[1]!.messages.find((m) => m.role === "tool")!;
    expect(String(toolMessage.content)).toContain("Dates must look like 2026-11-21");
  });

  it("gives the model a tool's refusal in the user's words, and nothing of an internal failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal = new AppError(
      403,
      "MEAL_TYPE_NOT_ALLOWED",
      "Your 14-day trial includes dinner recipes only. Upgrade to All-Day plan for breakfast recipes.",
    );
    openai.server.enqueue(
      {
        toolCalls: [
          { name: "proposePlan", arguments: { start: "2026-11-21", end: "2026-11-22", mealTypes: ["breakfast"] } },
          { name: "getPreferences", arguments: {} },
        ],
      },
      { text: ["Breakfast needs an upgrade."] },
    );
    const { tools } = fakeAssistantTools({ proposePlan: refusal, getPreferences: new Error("connection to db lost") });
    await engineFor().reply(engineTurn(tools, "plan breakfasts"), () => {});

    const toolMessages = openai.server
      .chatRequests()[1]!
      .messages.filter((m) => m.role === "tool")
      .map((m) => String(m.content));
    expect(toolMessages[0]).toContain(refusal.message);
    expect(toolMessages[1]).toContain("did not work on Sierra's side");
    expect(toolMessages[1]).not.toContain("db lost");
  });

  it("keeps the text of each step as its own paragraph", async () => {
    openai.server.enqueue(
      { text: ["Let me look."], toolCalls: [{ name: "readPlan", arguments: { start: "2026-11-21", end: "2026-11-21" } }] },
      { text: ["Green Curry."] },
    );
    const deltas: string[] = [];
    const reply = await engineFor().reply(engineTurn(fakeAssistantTools().tools, "dinner tomorrow?"), (d) => deltas.push(d));
    expect(reply.text).toBe("Let me look.\n\nGreen Curry.");
    expect(deltas.join("")).toBe(reply.text);
  });

  it("puts a sentence under cards when the model wrote none", async () => {
    openai.server.enqueue({ toolCalls: [{ name: "readPlan", arguments: { start: "2026-11-21", end: "2026-11-21" } }] }, { text: [] });
    const { tools } = fakeAssistantTools();
    const deltas: string[] = [];
    const reply = await engineFor().reply(engineTurn(tools, "show tomorrow"), (d) => deltas.push(d));
    expect(reply).toEqual({ text: CARDS_ONLY_TEXT, cards: [mealsCard] });
    expect(deltas).toEqual([CARDS_ONLY_TEXT]);
  });
});

describe("OpenAI-compatible engine: failures", () => {
  it("retries a passing server error once", async () => {
    openai.server.enqueue({ status: 503 }, { text: ["Back again."] });
    const reply = await engineFor().reply(engineTurn(fakeAssistantTools().tools, "hi"), () => {});
    expect(reply.text).toBe("Back again.");
    expect(openai.server.chatRequests()).toHaveLength(2);
  });

  it("answers a server that keeps failing with ASSISTANT_UNAVAILABLE", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    openai.server.enqueue({ status: 500, error: "model crashed" }, { status: 500, error: "model crashed" });
    const error = await expectAppError(engineFor().reply(engineTurn(fakeAssistantTools().tools, "hi"), () => {}));
    expect([error.status, error.code, error.message]).toEqual([502, "ASSISTANT_UNAVAILABLE", llmMessages.unavailable]);
  });

  it("answers a connection dropped mid-stream with ASSISTANT_UNAVAILABLE, after the text that came", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    openai.server.enqueue({ dropAfter: ["Let me ", "check"] });
    const deltas: string[] = [];
    const error = await expectAppError(engineFor().reply(engineTurn(fakeAssistantTools().tools, "hi"), (d) => deltas.push(d)));
    expect(error.code).toBe("ASSISTANT_UNAVAILABLE");
    expect(deltas.join("")).toBe("Let me check");
  });

  it("gives up on a model slower than LLM_TIMEOUT_MS", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    openai.server.settings.firstTokenDelayMs = 1_000;
    openai.server.enqueue({ text: ["late"] });
    const error = await expectAppError(engineFor(200).reply(engineTurn(fakeAssistantTools().tools, "hi"), () => {}));
    expect([error.code, error.message]).toEqual(["ASSISTANT_UNAVAILABLE", llmMessages.timedOut]);
  });

  it("stops when the browser goes away, with the signal's reason rather than an error message", async () => {
    openai.server.settings.chunkDelayMs = 100;
    openai.server.enqueue({ text: ["one ", "two ", "three ", "four"] });
    const browser = new AbortController();
    const deltas: string[] = [];
    const gone = new Error("browser gone");
    const outcome = await engineFor()
      .reply(engineTurn(fakeAssistantTools().tools, "hi", { signal: browser.signal }), (d) => {
        deltas.push(d);
        browser.abort(gone);
      })
      .catch((e: unknown) => e);
    expect(outcome).toBe(gone);
    expect(deltas).toEqual(["one "]);
  });
});

describe("OpenAI-compatible engine: check", () => {
  it("is ok when the server lists the model", async () => {
    const result = await engineFor().check();
    expect(result).toEqual({ ok: true, detail: `test-model at 127.0.0.1:${openai.server.port}: model listed by the server` });
    expect(openai.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/models"]);
  });

  it("asks for one token when the model is not listed, and reports what failed", async () => {
    openai.server.settings.models = ["other-model"];
    openai.server.enqueue({ text: ["OK"] });
    expect((await engineFor().check()).ok).toBe(true);
    expect(openai.server.chatRequests()[0]!.max_tokens).toBe(1);

    openai.server.settings.modelsStatus = 401;
    openai.server.enqueue({ status: 401, error: "Incorrect API key provided" });
    const failed = await engineFor().check();
    expect(failed.ok).toBe(false);
    expect(failed.detail).toContain("test-model");
    expect(failed.detail).toContain("Incorrect API key provided");
  });

  it("is not ok when nothing listens", async () => {
    const closed = await startOpenAITestServer();
    await closed.close();
    const engine = createOpenAICompatibleEngine({ LLM_BASE_URL: closed.baseUrl, LLM_API_KEY: undefined, LLM_MODEL: "llama3.1", LLM_TIMEOUT_MS: 5_000 });
    const result = await engine.check();
    expect(result.ok).toBe(false);
    expect(result.detail).toContain(`llama3.1 at 127.0.0.1:${closed.port}`);
  });
});
