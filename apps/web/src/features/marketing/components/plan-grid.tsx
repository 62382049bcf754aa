import { useState } from "react";
import { useSearchParams } from "react-router";
import { BILLING_LABELS, CARD_CHECKOUT_INTERVAL, PLAN_CARDS, type CheckoutRequest, type PlanCard as PlanCardData } from "@sierra/shared";
import { PlanSwitch, useBillingSubscription, useCreateCheckout } from "@/features/billing";
import { useSession } from "@/features/session/use-session";
import { CHOSEN_PARAM } from "../chosen-plan";
import { addonTrialNote, planCardAction, type PlanCardAction } from "../plan-actions";
import { ChosenPlanBanner } from "./chosen-plan-banner";
import { PlanCard } from "./plan-card";

/** The four plan cards with their buttons set from the session and subscription. */
export function PlanGrid() {
  const session = useSession();
  // The server's one summary of what the customer has (complimentary grants and a used trial included).
  const billing = useBillingSubscription();
  const signedIn = Boolean(session.data);
  const busy = session.isPending || (signedIn && billing.isPending);
  const subscription = billing.data ? { ...billing.data.subscription, addons: billing.data.addons } : null;
  const trialUsed = billing.data?.trialUsed ?? false;
  const checkout = useCreateCheckout();
  const [switching, setSwitching] = useState<CheckoutRequest | null>(null);
  const [params] = useSearchParams();
  const chosen = signedIn ? PLAN_CARDS.find((p) => p.type === params.get(CHOSEN_PARAM)) : undefined;
  const actionOf = (plan: PlanCardData) => planCardAction(plan, { signedIn, subscription, trialUsed });
  const onCheckout = (card: PlanCardData, action: PlanCardAction) => {
    const request = { planType: card.type, billingInterval: CARD_CHECKOUT_INTERVAL };
    if (action.kind === "switch") setSwitching(request);
    else checkout.start(action.kind === "checkout" && action.withoutTrial ? { ...request, withoutTrial: true } : request);
  };

  return (
    <section aria-labelledby="plans-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id="plans-title" className="text-center text-3xl font-bold tracking-tight text-foreground">
        Choose your plan
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-center text-muted-foreground">
        Every plan is offered for {BILLING_LABELS["3_months"]} or {BILLING_LABELS["12_months"]}. Prices are in US dollars.
      </p>
      {chosen && !busy ? <ChosenPlanBanner plan={chosen} action={actionOf(chosen)} busy={checkout.isPending} onCheckout={onCheckout} /> : null}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4" aria-busy={busy || undefined}>
        {PLAN_CARDS.map((plan) => (
          <li key={plan.type}>
            <PlanCard
              plan={plan}
              action={actionOf(plan)}
              busy={busy || checkout.isPending}
              note={addonTrialNote(plan, actionOf(plan), billing.data, new Date())}
              onCheckout={onCheckout}
            />
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-muted-foreground">
        Card checkout uses the {BILLING_LABELS[CARD_CHECKOUT_INTERVAL]} option and opens in a new tab.
      </p>
      <PlanSwitch target={switching} onClose={() => setSwitching(null)} />
    </section>
  );
}
