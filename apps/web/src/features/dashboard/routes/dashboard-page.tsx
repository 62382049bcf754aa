import { RetryAlert } from "@/components/retry-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { displayFirstName, useMe } from "@/features/session/use-me";
import { useSession } from "@/features/session/use-session";
import { useDashboardStats } from "../api/get-dashboard-stats";
import { QuickActions } from "../components/quick-actions";
import { RecentActivity } from "../components/recent-activity";
import { CaloriesChart } from "../components/calories-chart";
import { StatCards } from "../components/stat-cards";

const chartSkeleton = <Skeleton className="h-80 w-full rounded-xl" />;

export function DashboardPage() {
  const session = useSession();
  const me = useMe();
  const stats = useDashboardStats(session.data?.user.id ?? null);
  // The greeting waits for the first name: drawn from the e-mail first, it changed (and could
  // wrap to a second line, moving the whole page) when the profile arrived.
  if (me.isPending) return <div className="min-h-svh" aria-busy="true" />;
  const name = displayFirstName(me.data?.profile.first_name, session.data?.user.email);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 md:p-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Welcome back, {name}!</h1>
        <p className="mt-1 text-muted-foreground">Here is where your week of meals comes together.</p>
      </div>
      {stats.isError && !stats.data ? (
        <RetryAlert title="Failed to load dashboard statistics" onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <StatCards data={stats.data} />
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        {!(stats.isError && !stats.data) && <div className="flex lg:col-span-2">{stats.data ? <CaloriesChart data={stats.data} /> : chartSkeleton}</div>}
        <QuickActions />
      </div>
      {stats.data && <RecentActivity items={stats.data.recentActivity} now={stats.dataUpdatedAt} />}
    </div>
  );
}
