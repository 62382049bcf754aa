import { APICallError, RetryError } from "ai";
import { AppError } from "../../http/errors";

export const llmMessages = {
  unavailable: "Sierra's model is not answering right now. Please try again in a moment.",
  timedOut: "Sierra's model took too long to answer. Please try again.",
} as const;

/**
 * What went wrong, for the server log: the status and the server's own words, never the request
 * (which holds the user's messages) nor the key.
 */
export function describeLlmError(error: unknown): string {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) return `HTTP ${last.statusCode ?? "-"} from ${last.url}: ${last.message}`;
  if (last instanceof Error) {
    const cause = (last as { cause?: unknown }).cause;
    return cause instanceof Error ? `${last.name}: ${last.message} (${cause.message})` : `${last.name}: ${last.message}`;
  }
  return String(last);
}

/** The one error a failed model call becomes; the details go to the log, the user gets a plain sentence. */
export function assistantUnavailable(error: unknown, context: string): AppError {
  console.error(`[llm] ${context}: ${describeLlmError(error)}`);
  return new AppError(502, "ASSISTANT_UNAVAILABLE", llmMessages.unavailable);
}

export function assistantTimedOut(context: string, timeoutMs: number): AppError {
  console.error(`[llm] ${context}: no answer within ${timeoutMs} ms`);
  return new AppError(502, "ASSISTANT_UNAVAILABLE", llmMessages.timedOut);
}
