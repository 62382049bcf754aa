import { useEffect } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, MailCheck } from "lucide-react";
import { StatusPanel } from "@/components/status-panel";
import { Button } from "@/components/ui/button";
import { useSession } from "@/features/session/use-session";
import { useCheckoutResult } from "../api/get-checkout-result";
import { billingMessages } from "../lib/messages";

/** /checkout/success (public): needs ?session_id; a guest checkout tells the new account's e-mail. */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id") ?? "";
  const session = useSession();
  const result = useCheckoutResult(sessionId);
  const queryClient = useQueryClient();
  const signedIn = Boolean(session.data);

  // The plan changed: what the app knows about the subscription is stale.
  useEffect(() => {
    if (!sessionId) return;
    void queryClient.invalidateQueries({ queryKey: ["me"] });
    void queryClient.invalidateQueries({ queryKey: ["billing"] });
  }, [queryClient, sessionId]);

  if (!sessionId) return <Navigate to="/pricing" replace />;
  const pending = result.data?.found && result.data.accountCreated ? result.data : null;

  return (
    <StatusPanel
      icon={CircleCheck}
      title={billingMessages.paymentSuccessful}
      actions={
        signedIn ? (
          <Button asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/auth/login">Sign In</Link>
          </Button>
        )
      }
    >
      <p>Thank you for subscribing. {signedIn ? "Your plan is ready to use." : "Sign in to start planning your meals."}</p>
      {pending?.email ? (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-lg border bg-card p-3 text-left text-sm text-card-foreground">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Your account has been created for <strong className="font-semibold break-all">{pending.email}</strong>. Check that inbox for a link to set your
            password and sign in.
          </span>
        </p>
      ) : null}
      {result.isPending && sessionId ? (
        <p className="sr-only" role="status">
          Checking your account...
        </p>
      ) : null}
    </StatusPanel>
  );
}
