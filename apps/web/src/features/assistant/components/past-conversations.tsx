import { ArrowLeft, MessagesSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useThreads } from "../api/list-threads";
import { formatClock, formatDayOf } from "../lib/clock-time";

interface Props {
  userId: string;
  currentThreadId: string | null;
  timeZone: string | null;
  onOpen: (threadId: string) => void;
  onBack: () => void;
  opening: boolean;
}

/** The user's earlier conversations, newest first; choosing one makes it the current thread again. */
export function PastConversations({ userId, currentThreadId, timeZone, onOpen, onBack, opening }: Props) {
  const threads = useThreads(userId, true);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex shrink-0 items-center gap-2 border-b px-3 py-2">
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to chat
        </Button>
        <h3 className="ml-auto text-sm font-medium">Past conversations</h3>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {threads.isPending ? (
          <div className="flex flex-col gap-2" aria-label="Loading past conversations">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : threads.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load your past conversations. Please try again.
          </p>
        ) : threads.data.threads.length === 0 ? (
          <p className="text-sm text-muted-foreground">No past conversations yet.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {threads.data.threads.map((thread) => {
              const current = thread.id === currentThreadId;
              return (
                <li key={thread.id}>
                  <button
                    type="button"
                    disabled={opening}
                    aria-current={current || undefined}
                    onClick={() => (current ? onBack() : onOpen(thread.id))}
                    className="flex w-full items-start gap-3 rounded-md px-2 py-2 text-left text-sm transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 aria-[current]:bg-secondary"
                  >
                    <MessagesSquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{thread.title || "New conversation"}</span>
                      <span className="block text-xs text-muted-foreground">
                        {formatDayOf(thread.updatedAt, timeZone)}, {formatClock(thread.updatedAt, timeZone)}
                        {current && " · current"}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
