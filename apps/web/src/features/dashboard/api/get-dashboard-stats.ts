import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api";

export type DashboardStats = InferResponseType<typeof api.dashboard.stats.$get, 200>;
export type ActivityItem = DashboardStats["recentActivity"][number];

export const dashboardKeys = {
  stats: (userId: string) => ["dashboard", "stats", userId] as const,
};

/** GET /api/dashboard/stats: the four numbers, this week's calories per day and recent activity. */
export function fetchDashboardStats(): Promise<DashboardStats> {
  return unwrap(api.dashboard.stats.$get());
}

export const dashboardStatsQuery = (userId: string) =>
  // Always fresh on arrival: meals planned a moment ago on /meal-plans must show here.
  queryOptions({ queryKey: dashboardKeys.stats(userId), queryFn: fetchDashboardStats, staleTime: 0 });

export function useDashboardStats(userId: string | null) {
  return useQuery({ ...dashboardStatsQuery(userId ?? ""), enabled: userId !== null });
}
