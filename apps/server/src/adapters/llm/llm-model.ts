import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Env } from "../../env";
import { operatorFetch } from "../http/operator-fetch";

/** The part of the configuration the model adapter reads (tests pass just these). */
export type LlmEnv = Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL" | "LLM_TIMEOUT_MS">;

export interface LlmSettings {
  /** e.g. http://127.0.0.1:11434/v1, without a trailing slash */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export function llmSettings(env: LlmEnv): LlmSettings {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) throw new Error("The OpenAI-compatible engine needs LLM_BASE_URL and LLM_MODEL");
  return { baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ""), apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS };
}

/**
 * The chat model behind any OpenAI-compatible server. Structured outputs are asked for with a JSON
 * schema (`response_format: json_schema`), which OpenAI, Ollama, vLLM and llama.cpp all accept.
 */
export function chatModel(settings: LlmSettings): LanguageModel {
  const provider = createOpenAICompatible({
    name: "llm",
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    supportsStructuredOutputs: true,
    fetch: operatorFetch(settings.baseUrl),
  });
  return provider.chatModel(settings.model);
}

/**
 * The caller's signal plus our own deadline, and which of them fired: a user who left is not
 * an error worth a message, a model that took too long is.
 */
export function deadlineSignal(timeoutMs: number, caller?: AbortSignal) {
  const deadline = AbortSignal.timeout(timeoutMs);
  return { signal: caller ? AbortSignal.any([caller, deadline]) : deadline, timedOut: () => deadline.aborted && !caller?.aborted };
}
