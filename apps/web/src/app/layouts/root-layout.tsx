import { Suspense, useEffect } from "react";
import { useSession } from "@/features/session/use-session";
import { PublicLayout } from "./public-layout";
import { CheckingAuthentication } from "./checking-authentication";
import { useIntentPrefetch } from "../use-intent-prefetch";
import { rememberSignedIn, wasSignedIn } from "./signed-in-hint";
import { ScrollManager } from "../scroll-manager";
import { usePageMeta } from "../use-page-meta";
import { lazyPage } from "../lazy-page";

// The sidebar, the user menu and their libraries load only for members (docs/decisions/032's byte budget).
// A lazy page, so a member's page rendered on the server can load it before the app starts.
const AppLayout = lazyPage(() => import("./app-layout"), "AppLayout");

/**
 * The layout follows the visitor, not the route: signed in gets the sidebar, signed out the header.
 * A visitor's shell paints before the session check returns; a browser that was signed in last
 * time waits for it, so a member never sees the visitor's header flash.
 */
export function RootLayout() {
  const session = useSession();
  useIntentPrefetch(session.data?.user.id ?? null);
  usePageMeta();
  const signedIn = session.isPending ? null : Boolean(session.data);
  useEffect(() => {
    if (signedIn !== null) rememberSignedIn(signedIn);
  }, [signedIn]);
  const checking = session.isPending && wasSignedIn();
  const loading = <CheckingAuthentication />;
  return (
    <>
      {/* A followed link opens its page at the top; Back returns to where the reader was. */}
      <ScrollManager />
      {checking ? (
        loading
      ) : session.data ? (
        <Suspense fallback={loading}>
          <AppLayout />
        </Suspense>
      ) : (
        <PublicLayout />
      )}
    </>
  );
}
