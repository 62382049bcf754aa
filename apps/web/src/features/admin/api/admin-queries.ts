import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PlanType } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";

export interface AdminStats {
  totalUsers: number;
  subscribers: number;
  activeTrials: number;
  /** cents of paid invoices */
  totalRevenue: number;
  systemStatus: string;
  /** cents a month from paying plans (trials excluded) and its split by plan */
  monthlyRecurringRevenue: number;
  mrrByPlan: Record<PlanType, number>;
  trialsConverted: number;
  pastDue: number;
}

export interface AdminUserRow {
  id: string;
  email: string | null;
  created_at: string;
  role: string;
  email_verified: boolean;
  subscribed: boolean;
  plan_type: string | null;
  trial_active: boolean;
  trial_end: string | null;
  subscription_end: string | null;
  source: string;
}

export interface HealthCheck {
  name: string;
  status: "Operational" | "Degraded" | "Unavailable";
  detail: string;
  latencyMs: number;
}

export const adminStatsQuery = queryOptions({
  queryKey: ["admin", "stats"],
  queryFn: () => unwrap<AdminStats>(api.admin.stats.$get()),
});

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}

export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: ["admin", "users", search, page],
    queryFn: () =>
      unwrap<{ users: AdminUserRow[]; total: number; page: number; pageSize: number }>(
        api.admin.users.$get({ query: { search: search || undefined, page: String(page) } }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSystemHealth() {
  return useQuery({
    queryKey: ["admin", "health"],
    queryFn: () => unwrap<{ checks: HealthCheck[] }>(api.admin.health.$get()),
    refetchInterval: 30_000,
  });
}
