import { useState } from "react";
import { KeyRound, Plus } from "lucide-react";
import { API_TOKEN_SCOPE_LABELS } from "@sierra/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/retry-alert";
import { useApiTokens, type ApiToken } from "../api/list-api-tokens";
import { useRevokeApiToken } from "../api/revoke-api-token";
import { tokenDatesText } from "../lib/token-dates";
import { CreateApiTokenDialog } from "./create-api-token-dialog";

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3">
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-all">{token.name}</span>
            <Badge variant="secondary">{API_TOKEN_SCOPE_LABELS[token.scope]}</Badge>
            {token.expired && <Badge variant="destructive">Expired</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">
            <span className="font-mono">{token.hint}…</span> · {tokenDatesText(token)}
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(token)} aria-label={`Revoke ${token.name}`}>
        {revoke.isPending ? "Revoking..." : "Revoke"}
      </Button>
    </li>
  );
}

/** Personal API tokens for the member's own scripts: make, list and revoke (docs/decisions/059). */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const [creating, setCreating] = useState(false);
  return (
    <Card data-testid="api-tokens-card">
      <CardHeader>
        <CardTitle>
          <h2>API tokens</h2>
        </CardTitle>
        <CardDescription>
          Let your own scripts and apps, like Home Assistant or Shortcuts, use your meal plans, recipes, favourites, pantry, shopping lists and preferences.
          Tokens never reach your account, billing or these settings.
        </CardDescription>
        <CardAction>
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" /> New token
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {tokens.isPending && <Skeleton className="h-16 w-full" />}
        {tokens.isError && (
          <RetryAlert title="Couldn't load your API tokens." onRetry={() => void tokens.refetch()} retrying={tokens.isFetching} retryLabel="Try again" />
        )}
        {tokens.data && tokens.data.tokens.length === 0 && <p className="text-sm text-muted-foreground">You have no API tokens.</p>}
        {tokens.data && tokens.data.tokens.length > 0 && (
          <ul className="flex flex-col divide-y rounded-md border" aria-label="Your API tokens">
            {tokens.data.tokens.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
      </CardContent>
      <CreateApiTokenDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
