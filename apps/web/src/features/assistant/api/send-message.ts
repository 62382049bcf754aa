import type { ChatStreamEvent, SendMessageInput } from "@sierra/shared";
import { unwrap } from "@/lib/api";
import { readSseData } from "@/lib/sse";
import { parseChatStreamEvent } from "../lib/stream-events";
import { assistantFetch } from "./pending-client";

/**
 * POST /api/assistant/threads/:threadId/messages: the answer is a text/event-stream of
 * ChatStreamEvents (the stored user message, the reply's text as it is written, the finished
 * reply with its cards, done). A refusal before the stream (400, 401, 429) throws an ApiError.
 */
export async function* streamMessage(threadId: string, input: SendMessageInput, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  const res = await assistantFetch(`/threads/${encodeURIComponent(threadId)}/messages`, { method: "POST", body: JSON.stringify(input), signal });
  if (!res.ok || !res.body) {
    await unwrap(Promise.resolve(res));
    return;
  }
  for await (const data of readSseData(res.body, signal)) {
    const event = parseChatStreamEvent(data);
    if (event) yield event;
  }
}
