import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { SandboxPortal } from "../api/types";
import { intervalLabel, longDate, money, planName } from "../lib/format";
import { STATUS_LABELS } from "../lib/subscription-view";
import { ConfirmDialog } from "./confirm-dialog";

/** Current plan, status and renewal, with cancel at period end (asked first) or resume. */
export function PortalPlan({ portal, busy, onCancel, onResume }: { portal: SandboxPortal; busy: boolean; onCancel: () => void; onResume: () => void }) {
  const [asking, setAsking] = useState(false);
  const sub = portal.subscription;
  const live = sub.status === "trialing" || sub.status === "active" || sub.status === "past_due";
  return (
    <section aria-labelledby="portal-plan-title" className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="portal-plan-title" className="text-lg font-semibold">
          {planName(sub.planType)}
        </h2>
        <Badge variant={sub.status === "past_due" ? "destructive" : "secondary"}>{STATUS_LABELS[sub.status]}</Badge>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <Fact term="Billing interval" value={intervalLabel(sub.billingInterval) || "—"} />
        <Fact term="Price" value={sub.amountCents === null ? "—" : money(sub.amountCents, sub.currency)} />
        {sub.trialEnd && sub.status === "trialing" ? <Fact term="Trial ends" value={longDate(sub.trialEnd)} /> : null}
        {sub.currentPeriodEnd && live ? <Fact term={sub.cancelAtPeriodEnd ? "Ends on" : "Next billing date"} value={longDate(sub.currentPeriodEnd)} /> : null}
      </dl>
      {live ? (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {sub.cancelAtPeriodEnd ? (
            <>
              <p className="text-sm text-muted-foreground">Your plan ends at the end of this period.</p>
              <Button onClick={onResume} disabled={busy}>
                Resume subscription
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => setAsking(true)} disabled={busy}>
              Cancel subscription
            </Button>
          )}
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">This subscription has ended. Choose a plan on the pricing page to start again.</p>
      )}
      <ConfirmDialog
        open={asking}
        title="Cancel your subscription?"
        keepLabel="Keep Subscription"
        confirmLabel="Cancel Subscription"
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onCancel();
        }}
      >
        Your {planName(sub.planType)} stays active until {longDate(sub.currentPeriodEnd)}, and its add-ons end with it. Until then you can resume it here.
      </ConfirmDialog>
    </section>
  );
}

export function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 font-medium">{value}</dd>
    </div>
  );
}
