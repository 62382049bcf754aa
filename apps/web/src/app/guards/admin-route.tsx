import { Outlet } from "react-router";
import { ShieldAlert, ShieldX } from "lucide-react";
import { useRole } from "@/features/session/use-role";
import { FullPageMessage } from "@/components/full-page-message";
import { StatusPanel } from "@/components/status-panel";

/** Admin routes: Permission Error when the role check fails, Access Denied for non-admins. */
export function AdminRoute() {
  const { isAdmin, isPending, roleError } = useRole();
  if (isPending) return <FullPageMessage>Checking permissions...</FullPageMessage>;
  if (roleError) {
    return (
      <StatusPanel icon={ShieldAlert} title="Permission Error" tone="destructive">
        We could not check your permissions. Please reload the page or try again later.
      </StatusPanel>
    );
  }
  if (!isAdmin) {
    return (
      <StatusPanel icon={ShieldX} title="Access Denied" tone="destructive">
        You don't have permission to access the admin dashboard.
      </StatusPanel>
    );
  }
  return <Outlet />;
}
