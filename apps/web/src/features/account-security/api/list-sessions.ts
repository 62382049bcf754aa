import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api";

type SessionsResponse = InferResponseType<typeof api.account.sessions.$get, 200>;
export type AccountSession = SessionsResponse["sessions"][number];

export const fetchSessions = () => unwrap(api.account.sessions.$get());

export const sessionsQuery = queryOptions({ queryKey: ["account", "sessions"], queryFn: fetchSessions, staleTime: 15_000 });

/** Where the account is signed in, this device first. */
export function useSessions() {
  return useQuery(sessionsQuery);
}
