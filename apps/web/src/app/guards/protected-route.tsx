import { useContext, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "@/features/session/use-session";
import { justSignedOut } from "@/features/session/sign-out-intent";
import { FullPageMessage } from "@/components/full-page-message";
import { PERMISSION_CHECK_DELAY_MS } from "@sierra/shared";
import { PermissionPauseContext } from "./permission-pause";

/** Visitors go to /auth/login and come back here after signing in. */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  const pause = useContext(PermissionPauseContext);
  // A page the server rendered had its pause there, before it was sent.
  const [ready, setReady] = useState(() => Boolean(session.data) && pause.wasTaken());

  // Only the first protected page: the next mount (after signing in again, say) pauses.
  useEffect(() => pause.consume(), [pause]);

  useEffect(() => {
    if (!session.data || ready) return;
    const timer = setTimeout(() => setReady(true), PERMISSION_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session.data, ready]);

  if (session.isPending) return <FullPageMessage>Checking authentication...</FullPageMessage>;
  if (!session.data) return justSignedOut() ? <Navigate to="/" replace /> : <Navigate to="/auth/login" replace state={{ from: location }} />;
  if (!ready) return <FullPageMessage>Checking permissions...</FullPageMessage>;
  return <Outlet />;
}
