import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChatMessage, CurrentThreadResponse } from "@sierra/shared";
import { unwrap } from "@/lib/api";
import { appendMessage, replaceMessage } from "../lib/thread-updates";
import { assistantKeys } from "./keys";
import { assistantFetch } from "./pending-client";

export interface CardRef {
  threadId: string;
  messageId: string;
  cardId: string;
}

const cardPath = ({ threadId, messageId, cardId }: CardRef, action: "confirm" | "dismiss") =>
  `/threads/${encodeURIComponent(threadId)}/messages/${encodeURIComponent(messageId)}/cards/${encodeURIComponent(cardId)}/${action}`;

/** POST .../cards/:cardId/confirm: applies a proposed plan or preference change; Sierra may add a reply. */
export function confirmCard(ref: CardRef): Promise<{ message: ChatMessage; reply: ChatMessage | null }> {
  return unwrap(assistantFetch(cardPath(ref, "confirm"), { method: "POST" }));
}

/** POST .../cards/:cardId/dismiss: "Not now". */
export function dismissCard(ref: CardRef): Promise<{ message: ChatMessage }> {
  return unwrap(assistantFetch(cardPath(ref, "dismiss"), { method: "POST" }));
}

/** Confirm or dismiss a card; the message (with the card's new status) and any reply go into the chat. */
export function useCardAction(userId: string, action: "confirm" | "dismiss", onDone?: (result: { message: ChatMessage; reply?: ChatMessage | null }) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: CardRef) => (action === "confirm" ? confirmCard(ref) : dismissCard(ref)),
    onSuccess: (result: { message: ChatMessage; reply?: ChatMessage | null }) => {
      queryClient.setQueryData<CurrentThreadResponse>(assistantKeys.current(userId), (thread) => {
        const updated = replaceMessage(thread, result.message.id, result.message);
        return result.reply ? appendMessage(updated, result.reply) : updated;
      });
      onDone?.(result);
    },
  });
}
