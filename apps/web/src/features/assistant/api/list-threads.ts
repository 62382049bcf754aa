import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ThreadSummary } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { assistantKeys } from "./keys";

/** GET /api/assistant/threads: the user's past conversations, newest first. */
export function fetchThreads(): Promise<{ threads: ThreadSummary[] }> {
  return unwrap(api.assistant.threads.$get());
}

export const threadsQuery = (userId: string) => queryOptions({ queryKey: assistantKeys.threads(userId), queryFn: fetchThreads, staleTime: 0 });

/** Loaded only while the past conversations are shown. */
export function useThreads(userId: string, enabled: boolean) {
  return useQuery({ ...threadsQuery(userId), enabled });
}
