import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { assistantMessages, filterUserMessage, type ChatMessage, type CurrentThreadResponse, type IsoDate } from "@sierra/shared";
import { ApiError } from "@/lib/api";
import { refreshMealPlans, refreshProfile } from "@/lib/calendar-context";
import { toast } from "@/lib/toast";
import { fetchThread } from "../api/get-current-thread";
import { assistantKeys } from "../api/keys";
import { streamMessage } from "../api/send-message";
import { appliedKinds, hasOpenProposal } from "../lib/card-sync";
import { markLiveGeneration } from "../lib/live-generations";
import { mentionsMealPlanning } from "../lib/refresh-rule";
import { appendMessage, removeMessage, replaceMessage } from "../lib/thread-updates";
import { useDelayedPlanRefresh } from "./use-delayed-plan-refresh";

/** The server's words for a refusal it explained (too long, too many messages); the spec's otherwise. */
function failureDetail(reason: unknown): string {
  if (reason instanceof ApiError && reason.status < 500 && reason.status !== 401 && reason.message) return reason.message;
  if (typeof reason === "string" && reason) return reason;
  return assistantMessages.messageFailedDetail;
}

let optimisticCount = 0;

/**
 * Sends one message and follows its stream: the user's message shows at once (replaced by the
 * stored copy), the reply's text grows as it streams, the finished reply lands with its cards.
 * On failure the optimistic message goes and 'Message Failed' says so; `send` then resolves
 * false so the input can give the words back.
 */
export function useSendMessage(userId: string, threadId: string | null) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [streamingText, setStreamingText] = useState("");
  const running = useRef<AbortController | null>(null);
  const scheduleRefresh = useDelayedPlanRefresh();
  useEffect(() => () => running.current?.abort(), []);

  /** Reads the thread again so earlier cards show what the reply did to them, and the calendar or profile follows at once. */
  const syncSettledCards = useCallback(
    async (before: CurrentThreadResponse | undefined) => {
      if (!threadId) return;
      const fresh = await fetchThread(threadId).catch(() => null);
      if (!fresh) return;
      queryClient.setQueryData<CurrentThreadResponse>(assistantKeys.current(userId), (t) => (t?.threadId === threadId ? fresh : t));
      const kinds = appliedKinds(before, fresh);
      if (kinds.has("plan")) void refreshMealPlans(queryClient);
      if (kinds.has("preferences")) void refreshProfile(queryClient);
    },
    [queryClient, threadId, userId],
  );

  const send = useCallback(
    async (raw: string, selectedDate: IsoDate | null): Promise<boolean> => {
      if (!threadId || running.current) return false;
      // The server applies the same rule; checking here spares a round trip and keeps the words in the box.
      const filtered = filterUserMessage(raw);
      if (!filtered.ok) {
        toast.error(assistantMessages.messageFailed, { description: filtered.error });
        return false;
      }
      const message = filtered.message;
      const before = queryClient.getQueryData<CurrentThreadResponse>(assistantKeys.current(userId));
      const update = (change: (t: CurrentThreadResponse | undefined) => CurrentThreadResponse | undefined) =>
        queryClient.setQueryData<CurrentThreadResponse>(assistantKeys.current(userId), (t) => (t?.threadId === threadId ? change(t) : t));
      optimisticCount += 1;
      const optimistic: ChatMessage = { id: `optimistic-${optimisticCount}`, role: "user", content: message, timestamp: new Date().toISOString(), cards: [] };
      update((t) => appendMessage(t, optimistic));
      const controller = new AbortController();
      running.current = controller;
      setPending(true);
      setStreamingText("");

      let stored = false;
      let reply: ChatMessage | null = null;
      let finished = false;
      let failure: unknown = null;
      try {
        for await (const event of streamMessage(threadId, { message, ...(selectedDate ? { selectedDate } : {}) }, controller.signal)) {
          if (event.type === "user-message") {
            stored = true;
            update((t) => replaceMessage(t, optimistic.id, event.message));
          } else if (event.type === "text-delta") {
            setStreamingText((text) => text + event.delta);
          } else if (event.type === "assistant-message") {
            reply = event.message;
            event.message.cards.forEach((card) => card.kind === "generation" && markLiveGeneration(card.generationId));
            update((t) => appendMessage(t, event.message));
            setStreamingText("");
          } else if (event.type === "error") {
            failure = event.message;
          } else {
            finished = true;
          }
        }
        // Closed before "done" (a reply the server dropped ends with "done" alone): the connection dropped.
        if (!finished && !reply && failure === null) failure = assistantMessages.messageFailedDetail;
      } catch (error) {
        failure = error;
      } finally {
        running.current = null;
        setPending(false);
        setStreamingText("");
      }
      if (controller.signal.aborted) return false;
      void queryClient.invalidateQueries({ queryKey: assistantKeys.threads(userId) });
      if (mentionsMealPlanning(message) || (reply && mentionsMealPlanning(reply.content))) scheduleRefresh();
      if (failure !== null) {
        if (!stored) update((t) => removeMessage(t, optimistic.id));
        toast.error(assistantMessages.messageFailed, { description: failureDetail(failure) });
        return stored;
      }
      if (reply && hasOpenProposal(before)) await syncSettledCards(before);
      return true;
    },
    [queryClient, scheduleRefresh, syncSettledCards, threadId, userId],
  );

  return { send, pending, streamingText };
}
