import { useCallback, useEffect } from "react";
import { assistantMessages, type IsoDate } from "@sierra/shared";
import { toast } from "@/lib/toast";
import { useAssistantProfile } from "../api/get-assistant-profile";
import { useAssistantStatus } from "../api/get-status";
import { useCurrentThread } from "../api/get-current-thread";
import { useResetConversation } from "../api/create-thread";
import { useOpenThread } from "../api/open-thread";
import { useSendMessage } from "./use-send-message";

// 'Sierra Ready' once per user and tab, not on every open of the panel.
const greeted = new Set<string>();

/**
 * The chat's state (spec section 4, assistant readiness): not ready until the thread is found or
 * created; ready once its id is known (and the engine answers). Sending also needs the profile
 * (preferences and member data) Sierra's context is built from.
 */
export function useSierraChat(userId: string) {
  const status = useAssistantStatus(userId);
  const thread = useCurrentThread(userId);
  const profile = useAssistantProfile(userId);
  const reset = useResetConversation(userId);
  const reopen = useOpenThread(userId);
  const threadId = thread.data?.threadId ?? null;
  const sender = useSendMessage(userId, threadId);
  const ready = threadId !== null && status.data?.ready !== false;

  useEffect(() => {
    if (!ready || greeted.has(userId)) return;
    greeted.add(userId);
    toast.success(assistantMessages.ready);
  }, [ready, userId]);

  useEffect(() => {
    if (thread.isError) toast.error(assistantMessages.connectionFailed, { description: assistantMessages.createThreadFailed });
  }, [thread.isError, thread.errorUpdatedAt]);

  const { send: sendNow } = sender;
  const send = useCallback(
    (text: string, selectedDate: IsoDate | null): Promise<boolean> => {
      if (profile.isPending) {
        toast(assistantMessages.loadingProfile, { description: assistantMessages.loadingProfileDetail });
        return Promise.resolve(false);
      }
      if (profile.isError) {
        toast.error(assistantMessages.profileIncomplete, { description: assistantMessages.profileIncompleteDetail });
        return Promise.resolve(false);
      }
      return sendNow(text, selectedDate);
    },
    [profile.isPending, profile.isError, sendNow],
  );

  return {
    ready,
    engineLabel: status.data?.label ?? null,
    thread,
    messages: thread.data?.messages ?? [],
    threadId,
    variety: profile.data?.preferences.variety_preference ?? null,
    timeZone: profile.data?.preferences.user_timezone ?? null,
    pending: sender.pending,
    streamingText: sender.streamingText,
    send,
    reset,
    reopen,
  };
}
