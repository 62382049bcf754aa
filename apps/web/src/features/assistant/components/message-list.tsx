import type { ChatMessage } from "@sierra/shared";
import { MessageItem } from "./message-item";

/** The conversation, oldest first; screen readers hear each new message (role=log, polite). */
export function MessageList({ messages, timeZone }: { messages: readonly ChatMessage[]; timeZone: string | null }) {
  return (
    <div role="log" aria-live="polite" aria-label="Conversation with Sierra">
      <ol className="flex flex-col gap-4">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} timeZone={timeZone} />
        ))}
      </ol>
    </div>
  );
}
