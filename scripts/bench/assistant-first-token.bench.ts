// Sierra with a model (issue: OpenAI-compatible engine): time from reply() to the first text delta,
// against the provider's own time to its first token. Target: overhead p95 <= 50 ms.
// The provider is the local chat-completions test server holding its first chunk for DELAY_MS.
import type { ChatMessage } from "@sierra/shared";
import { createOpenAICompatibleEngine } from "../../apps/server/src/adapters/llm/openai-compatible-engine";
import { engineTurn, fakeAssistantTools } from "../../apps/server/src/testing/fake-assistant-tools";
import { startOpenAITestServer } from "../../apps/server/src/testing/openai-test-server";
import { summarize } from "./support/latency";

const DELAY_MS = 150;
const RUNS = 50;
const WARM_UP = 5;
const TARGET_OVERHEAD_MS = 50;

/** A thread as long as the engine sends (20 messages), so the prompt is a realistic size. */
const history: ChatMessage[] = Array.from({ length: 20 }, (_, i) => ({
  id: `m${i}`,
  role: i % 2 ? "assistant" : "user",
  content:
    i % 2
      ? "Here are three quick dinners for the week: Green Curry, Black Bean Tacos and Lentil Soup."
      : "Plan quick dinners for next week, nothing spicy please.",
  timestamp: "2026-11-20T10:00:00Z",
  cards: [],
}));

export async function run() {
  const server = await startOpenAITestServer({ firstTokenDelayMs: DELAY_MS });
  const engine = createOpenAICompatibleEngine({ LLM_BASE_URL: server.baseUrl, LLM_API_KEY: "sk-bench", LLM_MODEL: "test-model", LLM_TIMEOUT_MS: 10_000 });
  const { tools } = fakeAssistantTools();
  const firstDelta: number[] = [];
  const overhead: number[] = [];
  try {
    for (let i = 0; i < WARM_UP + RUNS; i += 1) {
      server.reset();
      server.enqueue({ text: ["You have ", "Green Curry ", "on Saturday."] });
      const started = performance.now();
      let first: number | null = null;
      await engine.reply(engineTurn(tools, "What's for dinner on Saturday?", { history }), () => {
        first ??= performance.now() - started;
      });
      const provider = server.requests[0]?.firstChunkMs;
      if (first === null || provider == null) throw new Error("no text arrived");
      if (i < WARM_UP) continue;
      firstDelta.push(first);
      overhead.push(first - provider);
    }
  } finally {
    await server.close();
  }
  const overheadMs = summarize(overhead);
  return {
    providerFirstTokenDelayMs: DELAY_MS,
    runs: RUNS,
    firstDeltaMs: summarize(firstDelta),
    /** first delta minus the server's measured time to its first chunk */
    overheadMs,
    /** first delta minus the configured delay (includes the server's own few ms) */
    overheadVsDelayMs: summarize(firstDelta.map((ms) => ms - DELAY_MS)),
    targets: { overheadP95Ms: TARGET_OVERHEAD_MS },
    pass: overheadMs.p95 <= TARGET_OVERHEAD_MS,
  };
}
