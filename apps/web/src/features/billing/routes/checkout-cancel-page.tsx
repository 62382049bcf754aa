import { Link, useSearchParams } from "react-router";
import { CircleX } from "lucide-react";
import { StatusPanel } from "@/components/status-panel";
import { Button } from "@/components/ui/button";
import { billingMessages } from "../lib/messages";

/** Where Try Again goes: a cancelled onboarding checkout goes back to the onboarding offer, not the standard pricing. */
const TRY_AGAIN = { onboarding: "/onboarding?retry=1", standard: "/pricing" } as const;

/** /checkout/cancel (public): nothing was charged; try again or go home. */
export function CheckoutCancelPage() {
  const [params] = useSearchParams();
  const onboarding = params.get("offer") === "onboarding";
  return (
    <StatusPanel
      icon={CircleX}
      title={billingMessages.paymentCancelled}
      actions={
        <>
          <Button asChild>
            <Link to={onboarding ? TRY_AGAIN.onboarding : TRY_AGAIN.standard}>Try Again</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/">Back to Home</Link>
          </Button>
        </>
      }
    >
      <p>
        Your checkout was cancelled and nothing was charged.{" "}
        {onboarding ? "Your answers are kept: pick your Dinner Plan again whenever you are ready." : "You can pick a plan again whenever you are ready."}
      </p>
    </StatusPanel>
  );
}
