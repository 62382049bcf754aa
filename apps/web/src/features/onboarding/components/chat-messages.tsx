import { useEffect, useRef } from "react";
import { Leaf } from "lucide-react";
import { cn } from "@/lib/utils";
import type { ChatMessage } from "../lib/onboarding-state";

/** The conversation, newest at the bottom; screen readers hear each new message (role=log). */
export function ChatMessages({ messages, pending }: { messages: readonly ChatMessage[]; pending: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  // Braces: newer browsers return a promise from scrollIntoView, and an effect may return only a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [messages.length, pending]);
  return (
    <div className="max-h-[28rem] min-h-48 overflow-y-auto rounded-lg border bg-background p-3 sm:p-4" tabIndex={0} aria-label="Conversation with Sierra">
      <div role="log" aria-live="polite">
        <ol className="flex flex-col gap-3">
          {messages.map((m, i) => (
            <li key={`${m.timestamp}-${i}`} className={cn("flex gap-2", m.role === "user" && "justify-end")}>
              {m.role === "assistant" && (
                <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Leaf className="size-4" aria-hidden="true" />
                </span>
              )}
              <p
                className={cn(
                  "max-w-[85%] whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm",
                  m.role === "user" ? "bg-primary text-primary-foreground" : "bg-muted",
                )}
              >
                <span className="sr-only">{m.role === "user" ? "You: " : "Sierra: "}</span>
                {m.content}
              </p>
            </li>
          ))}
        </ol>
      </div>
      {pending && (
        <p role="status" className="mt-3 ml-9 text-sm text-muted-foreground">
          Sierra is typing...
        </p>
      )}
      <div ref={end} />
    </div>
  );
}
