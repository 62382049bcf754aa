import { ShieldX } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CommunityReview } from "../components/community-review";
import { StatusPanel } from "@/components/status-panel";
import { RetryAlert } from "@/components/retry-alert";
import { useRole } from "@/features/session/use-role";
import { useSession } from "@/features/session/use-session";
import { useAdminStats } from "../api/admin-queries";
import { StatCards } from "../components/stat-cards";
import { RevenueSummary } from "../components/revenue-summary";
import { SystemHealth } from "../components/system-health";
import { UserManagement } from "../components/user-management";

export function AdminPage() {
  const session = useSession();
  const { isAdmin } = useRole();
  const stats = useAdminStats();
  // The page checks for itself too (spec), behind the route guard.
  if (!session.data)
    return (
      <StatusPanel icon={ShieldX} title="Admin Dashboard">
        Please sign in to access the admin dashboard.
      </StatusPanel>
    );
  if (!isAdmin)
    return (
      <StatusPanel icon={ShieldX} title="Access Denied">
        You don't have permission to access the admin dashboard.
      </StatusPanel>
    );
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 md:p-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground">Users, subscriptions and the health of the system.</p>
      </div>
      {stats.isPending ? (
        <Skeleton className="h-28 w-full" />
      ) : stats.isError ? (
        <RetryAlert title="Failed to load dashboard data" onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <>
          <StatCards stats={stats.data} />
          <RevenueSummary stats={stats.data} />
        </>
      )}
      <Tabs defaultValue="users">
        <TabsList>
          <TabsTrigger value="users">User Management</TabsTrigger>
          <TabsTrigger value="health">System Health</TabsTrigger>
          <TabsTrigger value="community">Community Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="users" className="mt-4">
          <UserManagement />
        </TabsContent>
        <TabsContent value="health" className="mt-4">
          <SystemHealth />
        </TabsContent>
        <TabsContent value="community" className="mt-4">
          <CommunityReview />
        </TabsContent>
      </Tabs>
    </div>
  );
}
