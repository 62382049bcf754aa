import {
  assistantMessages,
  filterUserMessage,
  isReplyDropped,
  subscriptionRefusal,
  type ChatMessage,
  type ChatStreamEvent,
  type DialogueState,
} from "@sierra/shared";
import { AppError } from "../../http/errors";
import type { AppDeps } from "../../app-deps";
import type { SessionUser } from "../../http/context";
import { readAssistantContext } from "./context";
import type { AssistantContext } from "../../adapters/llm/engine";
import { assertUnderMessageLimit } from "./rate-limit";
import { appendMessage, ownThread, saveDialogueState, threadMessages } from "./threads";
import { bindTools } from "./tools/bind-tools";

/** Earlier messages an engine sees. */
const HISTORY_MESSAGES = 20;

export interface PreparedTurn {
  thread: { id: string; userId: string; dialogueState: DialogueState | null };
  message: string;
  context: AssistantContext;
  history: ChatMessage[];
}

/**
 * Everything that can refuse a message, before the answer starts streaming (so a refusal is an
 * ordinary JSON error): the thread must be the user's, the message must survive the spec's prefix
 * filter, and the user must be under the message limit.
 */
export async function prepareTurn(deps: AppDeps, me: SessionUser, threadId: string, input: { message: string; selectedDate?: string }): Promise<PreparedTurn> {
  const thread = await ownThread(deps.db, me.id, threadId);
  const filtered = filterUserMessage(input.message);
  if (!filtered.ok) throw new AppError(400, "INVALID_MESSAGE", filtered.error);
  await assertUnderMessageLimit(deps.db, me.id, deps.now(), deps.env.ASSISTANT_RATE_LIMIT);
  const [context, history] = await Promise.all([
    readAssistantContext(deps.db, me.id, deps.now(), input.selectedDate ?? null),
    threadMessages(deps.db, thread.id),
  ]);
  return { thread, message: filtered.message, context, history: history.slice(-HISTORY_MESSAGES) };
}

/**
 * Stores the user's message, answers it (locally when the subscription rules already decide, as
 * the spec's panel does, else through the engine) and stores the reply. A reply the spec says to
 * drop (empty, or leaking a control word) is neither stored nor sent.
 */
export async function runTurn(
  deps: AppDeps,
  me: SessionUser,
  turn: PreparedTurn,
  emit: (event: ChatStreamEvent) => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  const userMessage = await appendMessage(deps.db, turn.thread, deps.now(), "user", turn.message);
  await emit({ type: "user-message", message: userMessage });
  const refusal = subscriptionRefusal(turn.message, turn.context.allowedMealTypes, turn.context.subscription);
  let reply: { text: string; cards: ChatMessage["cards"]; state?: DialogueState | null };
  if (refusal) {
    reply = { text: refusal, cards: [] };
    await emit({ type: "text-delta", delta: refusal });
  } else {
    const tools = bindTools({ deps, me, ctx: turn.context, threadId: turn.thread.id });
    const pending: Promise<void>[] = [];
    reply = await deps.assistant.reply(
      { context: turn.context, history: turn.history, message: turn.message, state: turn.thread.dialogueState ?? undefined, tools, signal },
      (delta) => {
        pending.push(emit({ type: "text-delta", delta }));
      },
    );
    await Promise.all(pending);
  }
  if (reply.state !== undefined) await saveDialogueState(deps.db, turn.thread.id, reply.state);
  if (!isReplyDropped(reply.text)) {
    const stored = await appendMessage(deps.db, turn.thread, deps.now(), "assistant", reply.text.trim(), reply.cards);
    await emit({ type: "assistant-message", message: stored });
  }
  await emit({ type: "done" });
}

/**
 * A turn inside the answer's stream: once it has started, its status is sent and app.onError can
 * no longer answer, so a failure is told as the stream's last event, in the spec's words
 * ("Failed to send message"), and logged here.
 */
export async function runTurnInStream(
  deps: AppDeps,
  me: SessionUser,
  turn: PreparedTurn,
  emit: (event: ChatStreamEvent) => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  try {
    await runTurn(deps, me, turn, emit, signal);
  } catch (error) {
    console.error("assistant turn failed", error);
    await emit({ type: "error", code: "SEND_FAILED", message: assistantMessages.sendFailed });
  }
}
