import { BILLING_LABELS, CARD_CHECKOUT_INTERVAL, PLAN_CARDS } from "@sierra/shared";
import { useCreateCheckout } from "@/features/billing";
import { useMe } from "@/features/session/use-me";
import { useSession } from "@/features/session/use-session";
import { planCardAction } from "../plan-actions";
import { PlanCard } from "./plan-card";

/** The four plan cards with their buttons set from the session and subscription. */
export function PlanGrid() {
  const session = useSession();
  const me = useMe();
  const signedIn = Boolean(session.data);
  const busy = session.isPending || (signedIn && me.isPending);
  const subscription = me.data?.subscription ?? null;
  const checkout = useCreateCheckout();

  return (
    <section aria-labelledby="plans-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id="plans-title" className="text-center text-3xl font-bold tracking-tight text-foreground">
        Choose your plan
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-center text-muted-foreground">
        Every plan is offered for {BILLING_LABELS["3_months"]} or {BILLING_LABELS["12_months"]}. Prices are in US dollars.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4" aria-busy={busy || undefined}>
        {PLAN_CARDS.map((plan) => (
          <li key={plan.type}>
            <PlanCard
              plan={plan}
              action={planCardAction(plan, { signedIn, subscription })}
              busy={busy || checkout.isPending}
              onCheckout={(card) => checkout.start({ planType: card.type, billingInterval: CARD_CHECKOUT_INTERVAL })}
            />
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-muted-foreground">
        Card checkout uses the {BILLING_LABELS[CARD_CHECKOUT_INTERVAL]} option and opens in a new tab.
      </p>
    </section>
  );
}
