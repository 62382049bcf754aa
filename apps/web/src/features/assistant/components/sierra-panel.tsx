import { useCallback, useState, type CSSProperties } from "react";
import { History, RotateCcw } from "lucide-react";
import { assistantMessages, MEAL_TYPES, zonedNow, type MealType } from "@sierra/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useIsMobile } from "@/hooks/use-mobile";
import { useSelectedCalendarDate } from "@/lib/calendar-context";
import { displayFirstName, useMe } from "@/features/session/use-me";
import { useScrollLock } from "../hooks/use-scroll-lock";
import { useSierraChat } from "../hooks/use-sierra-chat";
import { useVisualViewport } from "../hooks/use-visual-viewport";
import { monthDayShort } from "../lib/month-day";
import { CardScopeContext } from "./cards/card-context";
import { ChatBody } from "./chat-body";
import { EmptyState } from "./empty-state";
import { MessageInput } from "./message-input";
import { MessageList } from "./message-list";
import { PanelFrame } from "./panel-frame";
import { PanelHeader } from "./panel-header";
import { PastConversations } from "./past-conversations";
import { browserZone } from "@/lib/browser-zone";

/** Sierra's chat (spec section 2): header, empty state or conversation, thinking indicator and input. */
export function SierraPanel({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  const chat = useSierraChat(userId);
  const me = useMe();
  const firstName = me.data ? displayFirstName(me.data.profile.first_name, me.data.user.email) : "";
  const selectedDate = useSelectedCalendarDate();
  const [showHistory, setShowHistory] = useState(false);
  const viewport = useVisualViewport(open && isMobile);
  useScrollLock(open && isMobile);

  const today = zonedNow(new Date(), chat.timeZone ?? browserZone()).date;
  const focusedDate = selectedDate ?? today;
  const allowedMealTypes = (me.data?.allowedMealTypes ?? []).filter((m): m is MealType => (MEAL_TYPES as readonly string[]).includes(m));
  const onNavigate = useCallback(() => {
    if (isMobile) onClose();
  }, [isMobile, onClose]);
  const send = (text: string) => chat.send(text, selectedDate);
  const style = viewport ? ({ "--sierra-height": `${viewport.height}px`, "--sierra-top": `${viewport.offsetTop}px` } as CSSProperties) : undefined;
  const last = chat.messages[chat.messages.length - 1];

  return (
    <PanelFrame open={open} onClose={onClose} modal={isMobile} chat style={style}>
      <PanelHeader
        onClose={onClose}
        details={
          <>
            {chat.ready && <Badge variant="secondary">{assistantMessages.contextAware}</Badge>}
            {selectedDate && <span data-testid="sierra-selected-date">{monthDayShort(selectedDate)}</span>}
          </>
        }
        actions={
          <>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="Past conversations"
              aria-pressed={showHistory}
              onClick={() => setShowHistory((shown) => !shown)}
            >
              <History aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="Start a new conversation"
              disabled={!chat.ready || chat.pending || chat.reset.isPending}
              onClick={() => chat.reset.mutate(undefined, { onSuccess: () => setShowHistory(false) })}
            >
              <RotateCcw aria-hidden="true" />
            </Button>
          </>
        }
      />
      {showHistory ? (
        <PastConversations
          userId={userId}
          currentThreadId={chat.threadId}
          timeZone={chat.timeZone}
          opening={chat.reopen.isPending}
          onBack={() => setShowHistory(false)}
          onOpen={(threadId) => chat.reopen.mutate(threadId, { onSuccess: () => setShowHistory(false) })}
        />
      ) : (
        <>
          <ChatBody
            state={chat.thread.isPending ? "loading" : chat.thread.isError ? "error" : "ready"}
            onRetry={() => void chat.thread.refetch()}
            pending={chat.pending}
            streamingText={chat.streamingText}
            scrollKey={`${chat.threadId}:${chat.messages.length}:${last?.cards.length}:${chat.streamingText.length}:${chat.pending}:${open}`}
            follow={chat.messages.length > 0 || chat.pending}
          >
            {chat.messages.length === 0 && !chat.pending ? (
              <EmptyState
                firstName={firstName}
                focusedDate={focusedDate}
                selectedDate={selectedDate}
                today={today}
                allowedMealTypes={allowedMealTypes}
                variety={chat.variety}
                engineLabel={chat.engineLabel}
                onSuggestion={(text) => void send(text)}
                disabled={!chat.ready}
              />
            ) : (
              chat.threadId && (
                <CardScopeContext value={{ userId, threadId: chat.threadId, onNavigate }}>
                  <MessageList messages={chat.messages} timeZone={chat.timeZone} />
                </CardScopeContext>
              )
            )}
          </ChatBody>
          <MessageInput selectedDate={selectedDate} ready={chat.ready} pending={chat.pending} onSend={send} autoFocus={!isMobile} />
        </>
      )}
    </PanelFrame>
  );
}
