import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentThreadResponse } from "@sierra/shared";
import { api, ApiError, unwrap } from "@/lib/api";
import { cacheThreadId, cachedThreadId } from "../lib/thread-cache";
import { assistantKeys } from "./keys";

/** GET /api/assistant/threads/:threadId: a thread of the user's, with its messages (404 otherwise). */
export function fetchThread(threadId: string): Promise<CurrentThreadResponse> {
  return unwrap(api.assistant.threads[":threadId"].$get({ param: { threadId } }));
}

/** GET /api/assistant/thread: the newest thread, created when there is none. */
export function fetchNewestThread(): Promise<CurrentThreadResponse> {
  return unwrap(api.assistant.thread.$get());
}

/**
 * The thread to show: the one this browser last used for this user (spec: cached locally per
 * user), else the server's newest. A cached id the server no longer knows falls back too.
 */
export async function resolveCurrentThread(userId: string): Promise<CurrentThreadResponse> {
  const cached = cachedThreadId(userId);
  let thread: CurrentThreadResponse | null = null;
  if (cached) {
    try {
      thread = await fetchThread(cached);
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) throw error;
    }
  }
  thread ??= await fetchNewestThread();
  cacheThreadId(userId, thread.threadId);
  return thread;
}

/** Loaded once per session; after that the panel changes the cached copy as messages come and go. */
export const currentThreadQuery = (userId: string) =>
  queryOptions({ queryKey: assistantKeys.current(userId), queryFn: () => resolveCurrentThread(userId), staleTime: Infinity, gcTime: Infinity });

export function useCurrentThread(userId: string) {
  return useQuery(currentThreadQuery(userId));
}
