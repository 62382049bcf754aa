import { Info, Laptop, Smartphone } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/retry-alert";
import { useSessions, type AccountSession } from "../api/list-sessions";
import { useRevokeSession } from "../api/revoke-session";
import { lastSeenText, signedInText } from "../lib/last-seen";

const isPhone = (device: string) => /iPhone|iPad|Android/.test(device);

function SessionRow({ session }: { session: AccountSession }) {
  const revoke = useRevokeSession();
  const busy = revoke.isPending;
  const Icon = isPhone(session.device) ? Smartphone : Laptop;
  const details = [lastSeenText(session.lastSeen, session.current), session.ipAddress, signedInText(session.createdAt)].filter(Boolean).join(" · ");
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3">
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span>{session.device}</span>
            {session.current && <Badge variant="secondary">This device</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">{details}</p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => revoke.mutate(session)}
          aria-label={`Sign out ${session.device}, ${lastSeenText(session.lastSeen, false).toLowerCase()}`}
        >
          {busy ? "Signing out..." : "Sign out"}
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in, with a per-device sign-out. */
export function ActiveSessionsCard() {
  const sessions = useSessions();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Active sessions</h2>
        </CardTitle>
        <CardDescription>The browsers and devices signed in to your account. If you don't recognise one, sign it out and change your password.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {sessions.isPending && <Skeleton className="h-16 w-full" />}
        {sessions.isError && (
          <RetryAlert title="Couldn't load your sessions." onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} retryLabel="Try again" />
        )}
        {sessions.data && (
          <ul className="flex flex-col divide-y rounded-md border">
            {sessions.data.sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>Sign Out signs you out on every device, this one included. It also revokes your API tokens.</span>
        </p>
      </CardContent>
    </Card>
  );
}
