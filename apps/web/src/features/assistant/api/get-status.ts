import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AssistantStatus } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { assistantKeys } from "./keys";

/** GET /api/assistant/status: whether Sierra can answer, and which engine does (local or a model). */
export function fetchAssistantStatus(): Promise<AssistantStatus> {
  return unwrap(api.assistant.status.$get());
}

export const assistantStatusQuery = (userId: string) =>
  queryOptions({ queryKey: assistantKeys.status(userId), queryFn: fetchAssistantStatus, staleTime: 5 * 60_000 });

export function useAssistantStatus(userId: string) {
  return useQuery(assistantStatusQuery(userId));
}
