import { addDays } from "date-fns";
import { CalendarClock } from "lucide-react";
import type { SandboxCheckout } from "../api/types";
import { intervalLabel, longDate, money, planName } from "../lib/format";

/** What is being bought, from the server's checkout session: plan, interval, price and what is due today. */
export function OrderSummary({ checkout }: { checkout: SandboxCheckout }) {
  const trial = checkout.trialDays > 0;
  const total = money(checkout.amountCents, checkout.currency);
  const firstCharge = longDate(addDays(new Date(), checkout.trialDays).toISOString());
  return (
    <section aria-labelledby="order-title" className="flex flex-col gap-4">
      <h2 id="order-title" className="text-lg font-semibold">
        Order summary
      </h2>
      <dl className="grid gap-3 rounded-lg border bg-background p-4 text-sm">
        <Row term="Plan" value={planName(checkout.planType)} />
        <Row term="Billing interval" value={intervalLabel(checkout.billingInterval)} />
        <Row term="Price" value={`${total} every ${intervalLabel(checkout.billingInterval).toLowerCase()}`} />
        {trial ? <Row term="Free trial" value={`${checkout.trialDays} days`} /> : null}
        <div className="flex items-baseline justify-between gap-4 border-t pt-3 text-base font-semibold">
          <dt>Due today</dt>
          <dd>{trial ? money(0, checkout.currency) : total}</dd>
        </div>
      </dl>
      {trial ? (
        <p className="flex gap-2 text-sm text-muted-foreground">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Your {checkout.trialDays}-day free trial starts today. You will be charged {total} on {firstCharge} unless you cancel before then.
          </span>
        </p>
      ) : null}
      {checkout.email ? <p className="text-sm text-muted-foreground">Receipts go to {checkout.email}.</p> : null}
    </section>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}
