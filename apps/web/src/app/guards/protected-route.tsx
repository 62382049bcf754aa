import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "@/features/session/use-session";
import { justSignedOut } from "@/features/session/sign-out-intent";
import { FullPageMessage } from "@/components/full-page-message";

/** The spec's protected-route pause after the permission check. */
const PERMISSION_CHECK_DELAY_MS = 100;

/** Visitors go to /auth/login and come back here after signing in. */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!session.data) return;
    const timer = setTimeout(() => setReady(true), PERMISSION_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session.data]);

  if (session.isPending) return <FullPageMessage>Checking authentication...</FullPageMessage>;
  if (!session.data) return justSignedOut() ? <Navigate to="/" replace /> : <Navigate to="/auth/login" replace state={{ from: location }} />;
  if (!ready) return <FullPageMessage>Checking permissions...</FullPageMessage>;
  return <Outlet />;
}
