import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}

export interface SessionData {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

async function fetchSession(): Promise<SessionData | null> {
  const res = await fetch("/api/auth/get-session", { credentials: "same-origin" });
  if (!res.ok) throw new ApiError("Failed to retrieve authentication session", res.status);
  return (await res.json()) as SessionData | null;
}

export const sessionQuery = queryOptions({ queryKey: ["session"], queryFn: fetchSession, staleTime: 60_000 });

/** The signed-in user, or null for visitors; isPending while the first check runs. */
export function useSession() {
  return useQuery(sessionQuery);
}
