import type { AssistantEngine } from "./engine";
import { checkModel } from "./check-model";
import { chatModel, llmSettings, type LlmEnv } from "./llm-model";
import { streamReply } from "./stream-reply";

/**
 * Sierra on any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM, llama.cpp server),
 * chosen when LLM_BASE_URL is set. The model words the answers; the bound tools do every read and
 * write, with the same rules as the rest of the app.
 */
export function createOpenAICompatibleEngine(env: LlmEnv): AssistantEngine {
  const settings = llmSettings(env);
  const model = chatModel(settings);
  return {
    kind: "openai-compatible",
    label: settings.model,
    reply: (turn, onDelta) => streamReply(model, settings, turn, onDelta),
    check: () => checkModel(model, settings),
  };
}
