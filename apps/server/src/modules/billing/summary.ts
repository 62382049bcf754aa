import { eq, sql } from "drizzle-orm";
import { summarizeBilling, type BillingInterval, type BillingSubscriptionRecord, type PlanType } from "@sierra/shared";
import type { Executor } from "../../adapters/billing/provider";
import { billingSubscriptions, subscribers } from "../../db/schema";

type Row = typeof billingSubscriptions.$inferSelect;

export function toRecord(r: Row): BillingSubscriptionRecord {
  return {
    planType: r.planType as PlanType,
    billingInterval: r.billingInterval as BillingInterval,
    status: r.status as BillingSubscriptionRecord["status"],
    cancelAtPeriodEnd: r.cancelAtPeriodEnd,
    currentPeriodEnd: r.currentPeriodEnd,
    trialEnd: r.trialEnd,
  };
}

export async function billingSummary(exec: Executor, userId: string) {
  const rows = await exec.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId)).orderBy(billingSubscriptions.updatedAt);
  // The newest row first, so a fresh base plan wins over an old canceled one.
  return { rows, summary: summarizeBilling(rows.reverse().map(toRecord)) };
}

/**
 * Rewrites the subscribers row (what the rest of the app reads, and what the calendar's cache
 * listens to) from the billing state, inside the webhook's transaction. An admin's
 * complimentary grant is kept while billing gives no access; a live paid plan replaces it
 * (docs/decisions/027).
 */
export async function writeSubscriberSummary(exec: Executor, userId: string, provider: "sandbox" | "stripe") {
  const { summary } = await billingSummary(exec, userId);
  const [current] = await exec.select({ source: subscribers.source }).from(subscribers).where(eq(subscribers.userId, userId));
  if (current?.source === "complimentary" && summary.base === null) return summary;
  const { record } = summary;
  const values = {
    subscribed: record.subscribed,
    planType: record.planType,
    billingInterval: record.billingInterval,
    trialEnd: record.trialEnd,
    subscriptionEnd: record.subscriptionEnd,
    addons: [...record.addons],
    subscriptionTier: record.planType,
    source: record.subscribed ? provider : "none",
    grantedBy: null,
  };
  await exec
    .insert(subscribers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscribers.userId, set: { ...values, updatedAt: sql`now()` } });
  return summary;
}
