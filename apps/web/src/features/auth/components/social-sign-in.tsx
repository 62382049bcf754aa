import { useState } from "react";
import { useLocation, useSearchParams, type Location } from "react-router";
import { toast } from "@/lib/toast";
import { CircleAlert, KeyRound } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAuthProviders, type AuthProvider } from "../api/get-auth-providers";
import { signInWithProvider } from "../api/sign-in-with-provider";
import { socialSignInErrorMessage } from "./social-sign-in-error";

/** Back to the page ProtectedRoute sent the visitor from, else the dashboard; only our own paths. */
function returnPath(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  const path = from ? `${from.pathname}${from.search}${from.hash}` : "";
  return path.startsWith("/") && !path.startsWith("//") ? path : "/dashboard";
}

function ProviderButton({ provider, returnTo }: { provider: AuthProvider; returnTo: string }) {
  const [leaving, setLeaving] = useState(false);
  const start = async () => {
    setLeaving(true);
    const problem = await signInWithProvider(provider.id, returnTo);
    if (problem === null) return; // the browser is on its way to the provider
    setLeaving(false);
    toast.error("Sign in failed", { description: problem });
  };
  return (
    <Button type="button" variant="outline" className="w-full" disabled={leaving} onClick={() => void start()}>
      <KeyRound aria-hidden="true" />
      {leaving ? `Redirecting to ${provider.label}...` : `Continue with ${provider.label}`}
    </Button>
  );
}

/**
 * "Continue with {label}" above the e-mail form, and why the last attempt failed when the
 * provider's answer was refused. Renders nothing when social sign-in is not configured.
 */
export function SocialSignIn() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const providers = useAuthProviders().data?.providers ?? [];
  const errorCode = searchParams.get("error");
  const label = providers[0]?.label ?? "your sign-in provider";
  if (providers.length === 0 && !errorCode) return null;
  return (
    <div className="mb-4 flex flex-col gap-4">
      {errorCode && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Sign in failed</AlertTitle>
          <AlertDescription>{socialSignInErrorMessage(errorCode, label)}</AlertDescription>
        </Alert>
      )}
      {providers.map((provider) => (
        <ProviderButton key={provider.id} provider={provider} returnTo={returnPath(location)} />
      ))}
      {providers.length > 0 && (
        <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </div>
      )}
    </div>
  );
}
