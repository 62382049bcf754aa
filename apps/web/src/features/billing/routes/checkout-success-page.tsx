import { useEffect } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Clock, LoaderCircle, MailCheck, SearchX, type LucideIcon } from "lucide-react";
import type { CheckoutOutcome } from "@sierra/shared";
import { StatusPanel } from "@/components/status-panel";
import { Button } from "@/components/ui/button";
import { useSession } from "@/features/session/use-session";
import { useCheckoutResult } from "../api/get-checkout-result";
import { CHECKOUT_OUTCOME_TEXTS } from "../lib/checkout-outcome";

const ICONS: Record<CheckoutOutcome, LucideIcon> = { paid: CircleCheck, trial_started: CircleCheck, pending: Clock, unknown: SearchX };

/** /checkout/success (public): needs ?session_id; says what the provider says happened, and a guest checkout's new account. */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id") ?? "";
  const session = useSession();
  const result = useCheckoutResult(sessionId);
  const queryClient = useQueryClient();
  const signedIn = Boolean(session.data);
  const outcome = result.data?.outcome ?? (result.isError ? "unknown" : null);

  // The plan changed: what the app knows about the subscription is stale.
  useEffect(() => {
    if (outcome !== "paid" && outcome !== "trial_started") return;
    void queryClient.invalidateQueries({ queryKey: ["me"] });
    void queryClient.invalidateQueries({ queryKey: ["billing", "subscription"] });
  }, [queryClient, outcome]);

  if (!sessionId) return <Navigate to="/pricing" replace />;
  if (!outcome) {
    return (
      <StatusPanel icon={LoaderCircle} title="Checking your checkout...">
        <p role="status">One moment while we look it up.</p>
      </StatusPanel>
    );
  }
  const text = CHECKOUT_OUTCOME_TEXTS[outcome];
  const done = outcome === "paid" || outcome === "trial_started";
  const created = result.data?.accountCreated ? result.data.email : null;

  return (
    <StatusPanel
      icon={ICONS[outcome]}
      title={text.title}
      actions={
        done ? (
          signedIn ? (
            <Button asChild>
              <Link to="/dashboard">Go to Dashboard</Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/auth/login">Sign In</Link>
            </Button>
          )
        ) : (
          <Button asChild variant={outcome === "unknown" ? "default" : "outline"}>
            <Link to="/subscription">Go to Subscription</Link>
          </Button>
        )
      }
    >
      <p role={done ? undefined : "status"}>
        {text.body}
        {done ? (signedIn ? " Your plan is ready to use." : " Sign in to start planning your meals.") : ""}
      </p>
      {created ? (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-lg border bg-card p-3 text-left text-sm text-card-foreground">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Your account has been created for <strong className="font-semibold break-all">{created}</strong>. Check that inbox for a link to set your password
            and sign in.
          </span>
        </p>
      ) : null}
    </StatusPanel>
  );
}
