import type { ChatStreamEvent, SendMessageInput } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { readSseData } from "@/lib/sse";
import { parseChatStreamEvent } from "../lib/stream-events";

/**
 * POST /api/assistant/threads/:threadId/messages: the answer is a text/event-stream of
 * ChatStreamEvents (the stored user message, the reply's text as it is written, the finished
 * reply with its cards, done). A refusal before the stream (400, 401, 429) throws an ApiError.
 */
export async function* streamMessage(threadId: string, input: SendMessageInput, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  const res = await api.assistant.threads[":threadId"].messages.$post({ param: { threadId }, json: input }, { init: { signal } });
  if (!res.ok || !res.body) {
    await unwrap(Promise.resolve(res));
    return;
  }
  for await (const data of readSseData(res.body, signal)) {
    const event = parseChatStreamEvent(data);
    if (event) yield event;
  }
}
