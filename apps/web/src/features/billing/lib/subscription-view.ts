import type { BillingSubscription } from "../api/types";

/** Whether the subscription card shows a plan or 'No Active Subscription'. */
export function hasActivePlan(data: BillingSubscription): boolean {
  const { subscription, status } = data;
  if (!subscription.plan_type) return false;
  return subscription.subscribed || subscription.trial_active || status === "trialing" || status === "active" || status === "past_due";
}

/** The date the next charge happens: the end of the trial while trialing, else of the period. */
export function nextBillingDate(data: BillingSubscription): string | null {
  if (data.cancelAtPeriodEnd || data.complimentary) return null;
  if (data.subscription.trial_active && data.subscription.trial_end) return data.subscription.trial_end;
  return data.currentPeriodEnd ?? data.subscription.subscription_end;
}

export const STATUS_LABELS: Record<BillingSubscription["status"], string> = {
  none: "No plan",
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment due",
  canceled: "Cancelled",
};
