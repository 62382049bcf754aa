import { Sparkles } from "lucide-react";
import type { ChatMessage } from "@sierra/shared";
import { cn } from "@/lib/utils";
import { formatClock } from "../lib/clock-time";
import { MessageCards } from "./cards/message-cards";
import { MessageText } from "./message-text";

export function SierraAvatar() {
  return (
    <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
      <Sparkles className="size-4" aria-hidden="true" />
    </span>
  );
}

/** One message: the words in a bubble, an assistant's cards beneath, and its time as HH:mm. */
export function MessageItem({ message, timeZone }: { message: ChatMessage; timeZone: string | null }) {
  const mine = message.role === "user";
  return (
    <li className={cn("flex gap-2", mine && "justify-end")} data-testid="sierra-message" data-role={message.role}>
      {!mine && <SierraAvatar />}
      <div className={cn("flex min-w-0 flex-col gap-1.5", mine ? "max-w-[85%] items-end" : "flex-1")}>
        <div className={cn("rounded-2xl px-3 py-2 text-sm", mine ? "bg-primary text-primary-foreground" : "bg-muted text-foreground")}>
          <span className="sr-only">{mine ? "You said:" : "Sierra said:"}</span>
          <MessageText content={message.content} />
        </div>
        {!mine && message.cards.length > 0 && <MessageCards cards={message.cards} messageId={message.id} />}
        <time dateTime={message.timestamp} className="px-1 text-xs text-muted-foreground">
          {formatClock(message.timestamp, timeZone)}
        </time>
      </div>
    </li>
  );
}

/** The reply while it is being written, token by token. Outside the log: the finished reply is announced once. */
export function StreamingReply({ text }: { text: string }) {
  return (
    <div className="flex gap-2" aria-hidden="true" data-testid="sierra-streaming">
      <SierraAvatar />
      <div className="min-w-0 flex-1 rounded-2xl bg-muted px-3 py-2 text-sm">
        <MessageText content={text} />
      </div>
    </div>
  );
}
