import { Navigate, Outlet, useLocation, type Location } from "react-router";
import { useSession } from "@/features/session/use-session";
import { FullPageMessage } from "@/components/full-page-message";

/**
 * Login and register: a signed-in user goes to the page they first asked for
 * (kept by ProtectedRoute in the location state), else the dashboard.
 */
export function GuestOnlyRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullPageMessage>Checking authentication...</FullPageMessage>;
  if (session.data) {
    const from = (location.state as { from?: Location } | null)?.from;
    const target = from ? `${from.pathname}${from.search}${from.hash}` : "/dashboard";
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
