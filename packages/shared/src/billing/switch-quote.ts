import { INTERVAL_MONTHS, priceCents } from "./billing-state";
import type { BillingInterval, PlanType } from "./subscription";

/** The live base plan being switched, as the app stores it. */
export interface SwitchFrom {
  status: string;
  amountCents: number;
  billingInterval: BillingInterval;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
}

/** What a switch costs, shown before it is confirmed (POST /api/billing/switch-preview). */
export interface SwitchQuote {
  planType: PlanType;
  billingInterval: BillingInterval;
  /** The new plan's price for one interval. */
  amountCents: number;
  /** The unused part of the current paid period, credited against the new plan. */
  creditCents: number;
  dueTodayCents: number;
  /** Credit left after today's charge, kept for the next invoices. */
  balanceCents: number;
  /** The next charge: the trial's end while trialing, else one new interval from today. */
  nextBillingDate: string;
}

export function addMonthsUtc(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/**
 * Stripe's arithmetic for the way this app switches (docs/decisions/051): during the trial the
 * plan changes and the trial goes on, nothing due; after it, the new period starts today, the
 * unused time of the old one (by seconds) is credited, and the rest is charged now.
 */
export function switchQuote(from: SwitchFrom, planType: PlanType, billingInterval: BillingInterval, now: Date): SwitchQuote {
  const amountCents = priceCents(planType, billingInterval);
  if (from.status === "trialing" && from.trialEnd && from.trialEnd > now) {
    return { planType, billingInterval, amountCents, creditCents: 0, dueTodayCents: 0, balanceCents: 0, nextBillingDate: from.trialEnd.toISOString() };
  }
  let creditCents = 0;
  if (from.currentPeriodEnd && from.currentPeriodEnd > now) {
    const start = addMonthsUtc(from.currentPeriodEnd, -INTERVAL_MONTHS[from.billingInterval]).getTime();
    const end = from.currentPeriodEnd.getTime();
    creditCents = Math.round((from.amountCents * (end - Math.max(start, now.getTime()))) / (end - start));
  }
  return {
    planType,
    billingInterval,
    amountCents,
    creditCents,
    dueTodayCents: Math.max(0, amountCents - creditCents),
    balanceCents: Math.max(0, creditCents - amountCents),
    nextBillingDate: addMonthsUtc(now, INTERVAL_MONTHS[billingInterval]).toISOString(),
  };
}
