import type { ChatMessage } from "@sierra/shared";
import type { AppDeps } from "../../app-deps";
import type { SessionUser } from "../../http/context";
import { readAssistantContext } from "./context";
import { appendMessage, ownThread } from "./threads";
import { applyCard, dismissCard } from "./tools/apply-card";

interface CardRef {
  threadId: string;
  messageId: string;
  cardId: string;
}

/** The "Add to calendar" / "Save" button: applies the stored card and answers in the thread. */
export async function confirmCard(deps: AppDeps, me: SessionUser, ref: CardRef): Promise<{ message: ChatMessage; reply: ChatMessage | null }> {
  const [thread, ctx] = await Promise.all([ownThread(deps.db, me.id, ref.threadId), readAssistantContext(deps.db, me.id, deps.now(), null)]);
  const { message, summary } = await applyCard({ deps, me, ctx, threadId: thread.id }, ref.messageId, ref.cardId);
  const reply = await appendMessage(deps.db, thread, deps.now(), "assistant", summary);
  return { message, reply };
}

export async function dismissCardById(deps: AppDeps, me: SessionUser, ref: CardRef): Promise<{ message: ChatMessage }> {
  // The message lookup is by thread and user, so another user's thread answers 404 here too.
  return { message: await dismissCard({ deps, me, threadId: ref.threadId }, ref.messageId, ref.cardId) };
}
