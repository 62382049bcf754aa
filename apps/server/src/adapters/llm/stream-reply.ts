import { stepCountIs, streamText, type LanguageModel } from "ai";
import type { AssistantCard } from "@sierra/shared";
import type { EngineReply, EngineTurn } from "./engine";
import { assistantTimedOut, assistantUnavailable } from "./llm-errors";
import { deadlineSignal, type LlmSettings } from "./llm-model";
import { conversation } from "./model-messages";
import { buildSystemPrompt } from "./system-prompt";
import { buildToolSet } from "./tool-definitions";

/** Model calls per reply: room for a lookup, a proposal and the answer, and no endless loop. */
export const MAX_STEPS = 5;

/** When the model only called tools and wrote nothing, the cards still need a sentence to sit under. */
export const CARDS_ONLY_TEXT = "Here is what I found.";

/**
 * One turn with a model: streams the text of every step through onDelta, runs the tools the model
 * calls (their cards are kept for the reply), and turns any failure into one AppError. A turn whose
 * browser went away rejects with the signal's reason, which the caller drops without a message.
 */
export async function streamReply(model: LanguageModel, settings: LlmSettings, turn: EngineTurn, onDelta: (delta: string) => void): Promise<EngineReply> {
  const cards: AssistantCard[] = [];
  const deadline = deadlineSignal(settings.timeoutMs, turn.signal);
  const result = streamText({
    model,
    system: buildSystemPrompt(turn.context),
    messages: conversation(turn.history, turn.message),
    tools: buildToolSet(turn.tools, cards),
    stopWhen: stepCountIs(MAX_STEPS),
    abortSignal: deadline.signal,
    // One retry covers a server's passing 5xx or 429; more would keep the user waiting.
    maxRetries: 1,
    // Failures arrive as stream parts and are reported once, below.
    onError: () => {},
  });

  let text = "";
  let newStep = false;
  let failure: unknown = null;
  try {
    for await (const part of result.fullStream) {
      if (part.type === "start-step") newStep = text.length > 0;
      else if (part.type === "text-delta" && part.text) {
        // Steps are separate messages to the model; to the reader they are paragraphs.
        const delta = newStep ? `\n\n${part.text.trimStart()}` : part.text;
        newStep = false;
        text += delta;
        onDelta(delta);
      } else if (part.type === "error") {
        failure = part.error;
        break;
      } else if (part.type === "abort") break;
    }
  } catch (error) {
    failure = error;
  }
  if (turn.signal.aborted) throw turn.signal.reason;
  if (deadline.timedOut()) throw assistantTimedOut("reply", settings.timeoutMs);
  if (failure) throw assistantUnavailable(failure, "reply");

  text = text.trim();
  if (!text && cards.length) {
    text = CARDS_ONLY_TEXT;
    onDelta(text);
  }
  return { text, cards };
}
