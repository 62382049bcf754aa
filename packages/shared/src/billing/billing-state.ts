import { ONBOARDING_PLAN_OPTIONS, ONBOARDING_PLAN_TYPE, PLAN_CARDS, type PriceOffer } from "./plans";
import { isAddon, type BillingInterval, type PlanType, type SubscriberRecord } from "./subscription";
import type { BillingStatus } from "./billing-api";

/** Prices come only from this table (spec section 9); the client never sends an amount. */
export function priceCents(plan: PlanType, interval: BillingInterval, offer: PriceOffer = "standard"): number {
  const onboarding = offer === "onboarding" && plan === ONBOARDING_PLAN_TYPE ? ONBOARDING_PLAN_OPTIONS.find((o) => o.interval === interval) : undefined;
  if (onboarding) return onboarding.totalCents;
  const card = PLAN_CARDS.find((c) => c.type === plan);
  if (!card) throw new Error(`Unknown plan ${plan}`);
  return card.prices[interval];
}

/** The offer a subscription was sold under (its metadata); anything else is the standard price. */
export function offerOf(metadata: Record<string, string> | null | undefined): PriceOffer {
  return metadata?.offer === "onboarding" ? "onboarding" : "standard";
}

export const INTERVAL_MONTHS: Record<BillingInterval, number> = { "3_months": 3, "12_months": 12 };

/** A provider subscription as the app stores it (one per plan: base or add-on). */
export interface BillingSubscriptionRecord {
  planType: PlanType;
  billingInterval: BillingInterval;
  status: BillingStatus | "incomplete";
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
}

/** Past-due keeps access (grace) while the provider retries the card. */
export const LIVE_STATUSES: readonly BillingStatus[] = ["trialing", "active", "past_due"];
const isLive = (s: BillingSubscriptionRecord) => (LIVE_STATUSES as readonly string[]).includes(s.status);

export interface BillingSummary {
  status: BillingStatus;
  base: BillingSubscriptionRecord | null;
  addons: PlanType[];
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** What the subscribers row should say. */
  record: Required<SubscriberRecord>;
}

/**
 * One user's billing state from all their provider subscriptions: the live base plan (dinner or
 * all_day) decides; add-ons count only on a live base plan, so ending the base ends them.
 * A trialing plan gives its own meals (you try what you chose) and shows trial_end.
 */
export function summarizeBilling(subs: readonly BillingSubscriptionRecord[]): BillingSummary {
  const base = subs.find((s) => !isAddon(s.planType) && isLive(s)) ?? null;
  const addons = base ? subs.filter((s) => isAddon(s.planType) && isLive(s)).map((s) => s.planType) : [];
  const ever = subs.some((s) => !isAddon(s.planType) && s.status !== "incomplete");
  const status: BillingStatus = base ? (base.status as BillingStatus) : ever ? "canceled" : "none";
  return {
    status,
    base,
    addons,
    cancelAtPeriodEnd: base?.cancelAtPeriodEnd ?? false,
    currentPeriodEnd: base?.currentPeriodEnd ?? null,
    record: {
      subscribed: base !== null,
      planType: base?.planType ?? null,
      billingInterval: base?.billingInterval ?? null,
      trialEnd: base?.status === "trialing" ? base.trialEnd : null,
      // Access ends with the period only when it will not renew.
      subscriptionEnd: base?.cancelAtPeriodEnd ? base.currentPeriodEnd : null,
      addons,
    },
  };
}

/** The shortest add-on trial: Stripe refuses a checkout trial ending sooner than 48 h ahead. */
export const ADDON_TRIAL_MIN_MS = 48 * 3600_000;

export type CheckoutRefusal = "CURRENT_PLAN" | "REQUIRES_DINNER_PLAN" | "INCLUDED_IN_ALL_DAY";
export type CheckoutDecision =
  /** trialEnd: an add-on bought during the plan's trial trials with it, to the same end (docs/decisions/051). */
  { kind: "new"; trial: boolean; trialEnd?: Date } | { kind: "switch" } | { kind: "refused"; code: CheckoutRefusal };

/** What a checkout for `plan` means for someone in `summary` (trial eligibility decided elsewhere). */
export function decideCheckout(summary: BillingSummary, plan: PlanType, interval: BillingInterval): CheckoutDecision {
  if (isAddon(plan)) {
    if (!summary.base) return { kind: "refused", code: "REQUIRES_DINNER_PLAN" };
    // All Day already plans breakfast and lunch: an add-on on it would bill for nothing.
    if (summary.base.planType === "all_day") return { kind: "refused", code: "INCLUDED_IN_ALL_DAY" };
    if (summary.addons.includes(plan)) return { kind: "refused", code: "CURRENT_PLAN" };
    const { status, trialEnd } = summary.base;
    return status === "trialing" && trialEnd ? { kind: "new", trial: false, trialEnd } : { kind: "new", trial: false };
  }
  if (!summary.base) return { kind: "new", trial: true };
  if (summary.base.planType === plan && summary.base.billingInterval === interval) return { kind: "refused", code: "CURRENT_PLAN" };
  return { kind: "switch" };
}
