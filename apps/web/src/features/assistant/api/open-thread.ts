import { useMutation, useQueryClient } from "@tanstack/react-query";
import { assistantMessages } from "@sierra/shared";
import { toast } from "@/lib/toast";
import { cacheThreadId } from "../lib/thread-cache";
import { fetchThread } from "./get-current-thread";
import { assistantKeys } from "./keys";

/** Reopens a past conversation: it becomes the current thread (and the one this browser remembers). */
export function useOpenThread(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchThread,
    onSuccess: (thread) => {
      queryClient.setQueryData(assistantKeys.current(userId), thread);
      cacheThreadId(userId, thread.threadId);
    },
    onError: (error) => toast.error(assistantMessages.connectionFailed, { description: error.message }),
  });
}
