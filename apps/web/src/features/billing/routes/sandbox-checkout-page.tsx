import { useState } from "react";
import { useParams } from "react-router";
import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { serverTextOr } from "@/lib/api";
import { useSandboxCheckout, usePaySandboxCheckout, type CardInput } from "../api/sandbox-checkout";
import { CardForm } from "../components/card-form";
import { OrderSummary } from "../components/order-summary";
import { SandboxShell, TestCards } from "../components/sandbox-shell";

/** /billing/sandbox/checkout/:id: the test provider's hosted checkout. */
export function SandboxCheckoutPage() {
  const { id = "" } = useParams();
  const checkout = useSandboxCheckout(id);
  const pay = usePaySandboxCheckout(id);
  const [declined, setDeclined] = useState<string | null>(null);

  if (checkout.isPending) {
    return (
      <SandboxShell title="Checkout">
        <p role="status" className="mt-8 flex items-center gap-2 text-muted-foreground">
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> Loading your order...
        </p>
      </SandboxShell>
    );
  }
  if (checkout.isError || checkout.data.status !== "open") {
    const successUrl = checkout.data?.status === "complete" ? checkout.data.successUrl : null;
    const done = successUrl !== null;
    return (
      <SandboxShell title={done ? "This checkout is complete" : "This checkout is no longer available"}>
        <p className="mt-4 text-muted-foreground">
          {done ? "The payment went through already." : "The link has expired or does not exist. Start again from the pricing page."}
        </p>
        <Button className="mt-6" asChild>
          <a href={successUrl ?? "/pricing"}>{done ? "Continue" : "Back to pricing"}</a>
        </Button>
      </SandboxShell>
    );
  }

  const data = checkout.data;
  const submit = async (card: CardInput) => {
    setDeclined(null);
    try {
      const { redirectUrl } = await pay.mutateAsync(card);
      window.location.assign(redirectUrl);
    } catch (error) {
      setDeclined(serverTextOr(error, "The payment could not be completed. Please try again."));
    }
  };

  return (
    <SandboxShell title="Checkout">
      {/* Summary, payment, then the test cards on a phone; summary and cards beside the payment on a wide screen. */}
      <div className="mt-8 grid items-start gap-8 md:grid-cols-2">
        <div className="md:col-start-1 md:row-start-1">
          <OrderSummary checkout={data} />
        </div>
        <section
          aria-labelledby="payment-title"
          className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6 md:col-start-2 md:row-span-2 md:row-start-1"
        >
          <h2 id="payment-title" className="mb-4 text-lg font-semibold">
            Payment details
          </h2>
          <CardForm
            submitLabel={data.trialDays > 0 ? "Start trial" : "Pay"}
            busyLabel="Processing..."
            onSubmit={submit}
            error={declined}
            footer={
              <a href={data.cancelUrl} className="text-center text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground">
                Cancel and return to Sierra Meal Planner
              </a>
            }
          />
        </section>
        <div className="md:col-start-1 md:row-start-2">
          <TestCards />
        </div>
      </div>
    </SandboxShell>
  );
}
