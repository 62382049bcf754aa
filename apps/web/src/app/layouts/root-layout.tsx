import { ScrollRestoration } from "react-router";
import { useSession } from "@/features/session/use-session";
import { AppLayout } from "./app-layout";
import { PublicLayout } from "./public-layout";
import { FullPageMessage } from "@/components/full-page-message";
import { useIntentPrefetch } from "../use-intent-prefetch";

/** The layout follows the visitor, not the route: signed in gets the sidebar, signed out the header. */
export function RootLayout() {
  const session = useSession();
  useIntentPrefetch(session.data?.user.id ?? null);
  return (
    <>
      {/* A followed link opens its page at the top; Back returns to where the reader was. */}
      <ScrollRestoration />
      {session.isPending ? <FullPageMessage>Checking authentication...</FullPageMessage> : session.data ? <AppLayout /> : <PublicLayout />}
    </>
  );
}
