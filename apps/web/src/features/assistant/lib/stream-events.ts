import type { ChatStreamEvent } from "@sierra/shared";

const TYPES = new Set<ChatStreamEvent["type"]>(["user-message", "text-delta", "assistant-message", "error", "done"]);

/** One SSE `data:` payload of the message stream; null for anything that is not one of our events. */
export function parseChatStreamEvent(data: string): ChatStreamEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const event = value as { type?: unknown; delta?: unknown; message?: unknown };
  if (typeof event.type !== "string" || !TYPES.has(event.type as ChatStreamEvent["type"])) return null;
  if (event.type === "text-delta" && typeof event.delta !== "string") return null;
  if ((event.type === "user-message" || event.type === "assistant-message") && (typeof event.message !== "object" || event.message === null)) return null;
  return value as ChatStreamEvent;
}
