import type { AssistantCard, ChatMessage, CurrentThreadResponse } from "@sierra/shared";

/** Pure updates of the cached thread (the query cache is the chat's store). */
type Thread = CurrentThreadResponse | undefined;

export function appendMessage(thread: Thread, message: ChatMessage): Thread {
  if (!thread || thread.messages.some((m) => m.id === message.id)) return thread;
  return { ...thread, messages: [...thread.messages, message] };
}

/** Puts `message` where the message with id `id` was (the stored copy of an optimistic one, a card's new state). */
export function replaceMessage(thread: Thread, id: string, message: ChatMessage): Thread {
  if (!thread) return thread;
  if (!thread.messages.some((m) => m.id === id)) return appendMessage(thread, message);
  return { ...thread, messages: thread.messages.map((m) => (m.id === id ? message : m)) };
}

export function removeMessage(thread: Thread, id: string): Thread {
  if (!thread) return thread;
  return { ...thread, messages: thread.messages.filter((m) => m.id !== id) };
}

/** Changes one card of one message (a generation finishing while the chat is open). */
export function updateCard(thread: Thread, messageId: string, cardId: string, change: (card: AssistantCard) => AssistantCard): Thread {
  if (!thread) return thread;
  return {
    ...thread,
    messages: thread.messages.map((m) => (m.id === messageId ? { ...m, cards: m.cards.map((card) => (card.id === cardId ? change(card) : card)) } : m)),
  };
}
