import type { Env } from "../../env";
import { createOpenAICompatibleEngine } from "../../adapters/llm/openai-compatible-engine";
import type { AssistantEngine } from "../../adapters/llm/engine";
import { createLocalEngine } from "./local-engine/local-engine";

/** The local engine by default; an OpenAI-compatible model when LLM_BASE_URL is set (design.md section 1). */
export function createAssistantEngine(env: Env): AssistantEngine {
  return env.LLM_BASE_URL ? createOpenAICompatibleEngine(env) : createLocalEngine();
}
