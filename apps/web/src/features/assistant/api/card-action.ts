import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChatMessage, CurrentThreadResponse } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { appendMessage, replaceMessage } from "../lib/thread-updates";
import { assistantKeys } from "./keys";

export interface CardRef {
  threadId: string;
  messageId: string;
  cardId: string;
}

const card = () => api.assistant.threads[":threadId"].messages[":messageId"].cards[":cardId"];

/** POST .../cards/:cardId/confirm: applies a proposed plan or preference change; Sierra may add a reply. */
export function confirmCard(ref: CardRef): Promise<{ message: ChatMessage; reply: ChatMessage | null }> {
  return unwrap(card().confirm.$post({ param: ref }));
}

/** POST .../cards/:cardId/dismiss: "Not now". */
export function dismissCard(ref: CardRef): Promise<{ message: ChatMessage }> {
  return unwrap(card().dismiss.$post({ param: ref }));
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
