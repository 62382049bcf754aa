import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api";

export type AuthProviders = InferResponseType<(typeof api)["auth-providers"]["$get"], 200>;
export type AuthProvider = AuthProviders["providers"][number];

/** GET /api/auth-providers: the social sign-in buttons to show (none when not configured). */
export function fetchAuthProviders(): Promise<AuthProviders> {
  return unwrap(api["auth-providers"].$get());
}

// Server configuration: it changes only with a restart, so one read per visit is enough.
export const authProvidersQuery = queryOptions({ queryKey: ["auth-providers"], queryFn: fetchAuthProviders, staleTime: Infinity });

export function useAuthProviders() {
  return useQuery(authProvidersQuery);
}
