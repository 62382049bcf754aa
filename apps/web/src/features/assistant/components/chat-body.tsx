import { useEffect, useRef, type ReactNode } from "react";
import { assistantMessages } from "@sierra/shared";
import { Skeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/retry-alert";
import { StreamingReply } from "./message-item";
import { ThinkingIndicator } from "./thinking-indicator";

interface Props {
  state: "loading" | "error" | "ready";
  onRetry: () => void;
  pending: boolean;
  streamingText: string;
  /** The empty state or the message list. */
  children: ReactNode;
  /** Changes whenever the bottom moves (a message, a streamed word): the view follows it. */
  scrollKey: string;
  /** False for the empty state, which is read from the top. */
  follow: boolean;
}

/**
 * The newest words stay in view; a reply taller than the panel (a week's plan) shows from its
 * start, so the user reads Sierra's words before the card's buttons.
 */
function followConversation(scroller: HTMLElement) {
  const items = scroller.querySelectorAll<HTMLElement>("[data-testid=sierra-message]");
  const last = items[items.length - 1];
  const streaming = scroller.querySelector("[data-testid=sierra-streaming]");
  if (!streaming && last?.dataset.role === "assistant" && last.offsetHeight > scroller.clientHeight) scroller.scrollTop = last.offsetTop - 12;
  else scroller.scrollTop = scroller.scrollHeight;
}

/** The scrolling middle of the panel: the loading and error states, the conversation, and the reply being written. */
export function ChatBody({ state, onRetry, pending, streamingText, children, scrollKey, follow }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!scroller.current) return;
    if (follow) followConversation(scroller.current);
    else scroller.current.scrollTop = 0;
  }, [scrollKey, follow]);

  return (
    // Focusable so the keyboard can scroll a conversation that holds no links or buttons.
    <div
      ref={scroller}
      role="region"
      aria-label="Messages"
      tabIndex={0}
      className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
    >
      {state === "loading" ? (
        <div role="status" aria-label="Connecting to Sierra" className="flex flex-col gap-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : state === "error" ? (
        <RetryAlert title={assistantMessages.connectionFailed} detail={assistantMessages.createThreadFailed} onRetry={onRetry} retryLabel="Try again" />
      ) : (
        <div className="flex flex-col gap-4">
          {children}
          {pending && (streamingText ? <StreamingReply text={streamingText} /> : <ThinkingIndicator />)}
        </div>
      )}
    </div>
  );
}
