import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api";

/** The server's answers, as its routes type them (cents for money). */
export type AdminStats = InferResponseType<typeof api.admin.stats.$get, 200>;
export type AdminUserRow = InferResponseType<typeof api.admin.users.$get, 200>["users"][number];
export type HealthCheck = InferResponseType<typeof api.admin.health.$get, 200>["checks"][number];

export const adminStatsQuery = queryOptions({
  queryKey: ["admin", "stats"],
  queryFn: () => unwrap(api.admin.stats.$get()),
});

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}

export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: ["admin", "users", search, page],
    queryFn: () => unwrap(api.admin.users.$get({ query: { search: search || undefined, page: String(page) } })),
    placeholderData: keepPreviousData,
  });
}

export function useSystemHealth() {
  return useQuery({
    queryKey: ["admin", "health"],
    queryFn: () => unwrap(api.admin.health.$get()),
    refetchInterval: 30_000,
  });
}
