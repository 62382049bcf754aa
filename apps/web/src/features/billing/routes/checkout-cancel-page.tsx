import { Link } from "react-router";
import { CircleX } from "lucide-react";
import { StatusPanel } from "@/components/status-panel";
import { Button } from "@/components/ui/button";
import { billingMessages } from "../lib/messages";

/** /checkout/cancel (public): nothing was charged; try again or go home. */
export function CheckoutCancelPage() {
  return (
    <StatusPanel
      icon={CircleX}
      title={billingMessages.paymentCancelled}
      actions={
        <>
          <Button asChild>
            <Link to="/pricing">Try Again</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/">Back to Home</Link>
          </Button>
        </>
      }
    >
      <p>Your checkout was cancelled and nothing was charged. You can pick a plan again whenever you are ready.</p>
    </StatusPanel>
  );
}
