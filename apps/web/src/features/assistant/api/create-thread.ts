import { useMutation, useQueryClient } from "@tanstack/react-query";
import { assistantMessages, type CurrentThreadResponse } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { cacheThreadId } from "../lib/thread-cache";
import { assistantKeys } from "./keys";

/** POST /api/assistant/threads: a new, empty thread (the reset button). */
export function createThread(): Promise<CurrentThreadResponse> {
  return unwrap(api.assistant.threads.$post());
}

/** Spec section 4: clearing the conversation creates a new thread and empties the messages. */
export function useResetConversation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThread,
    onSuccess: (thread) => {
      queryClient.setQueryData(assistantKeys.current(userId), thread);
      cacheThreadId(userId, thread.threadId);
      void queryClient.invalidateQueries({ queryKey: assistantKeys.threads(userId) });
      toast.success(assistantMessages.cleared);
    },
    onError: () => toast.error(assistantMessages.clearFailed, { description: assistantMessages.clearFailedDetail }),
  });
}
