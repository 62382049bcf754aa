import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api";

/** better-auth's session as GET /api/auth/get-session sends it to a signed-in browser (the server's type). */
export type SessionData = NonNullable<InferResponseType<(typeof api.auth)["get-session"]["$get"], 200>>;
export type SessionUser = SessionData["user"];

function fetchSession(): Promise<SessionData | null> {
  return unwrap(api.auth["get-session"].$get(), "Failed to retrieve authentication session");
}

export const sessionQuery = queryOptions({ queryKey: ["session"], queryFn: fetchSession, staleTime: 60_000 });

/** The signed-in user, or null for visitors; isPending while the first check runs. */
export function useSession() {
  return useQuery(sessionQuery);
}
