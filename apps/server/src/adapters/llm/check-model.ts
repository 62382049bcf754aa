import { generateText, type LanguageModel } from "ai";
import { operatorFetch } from "../http/operator-fetch";
import { describeLlmError } from "./llm-errors";
import type { LlmSettings } from "./llm-model";

/** System Health waits for this check; a model server slower than this is reported as down. */
export const CHECK_TIMEOUT_MS = 5_000;

async function listedModels(settings: LlmSettings): Promise<string[] | null> {
  const response = await operatorFetch(settings.baseUrl)(`${settings.baseUrl}/models`, {
    headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: { id?: unknown }[] };
  return Array.isArray(body.data) ? body.data.map((m) => String(m.id)) : null;
}

/**
 * A real, short request: GET /models, and when the model is not listed there (llama.cpp serves
 * whatever it loaded under another name; some servers have no /models) a 1-token completion,
 * which is what decides.
 */
export async function checkModel(model: LanguageModel, settings: LlmSettings): Promise<{ ok: boolean; detail: string }> {
  const where = `${settings.model} at ${new URL(settings.baseUrl).host}`;
  try {
    const listed = await listedModels(settings);
    if (listed?.includes(settings.model)) return { ok: true, detail: `${where}: model listed by the server` };
  } catch {
    // Unreachable, or no JSON: the completion below says which.
  }
  try {
    await generateText({ model, prompt: "Say OK.", maxOutputTokens: 1, maxRetries: 0, abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    return { ok: true, detail: `${where}: answered a 1-token request` };
  } catch (error) {
    return { ok: false, detail: `${where}: ${describeLlmError(error)}` };
  }
}
