import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { INTERVAL_MONTHS, PLAN_TYPES, type BillingInterval, type PlanType } from "@sierra/shared";
import type { Database } from "../../db/client";
import { billingEvents, billingInvoices, billingSubscriptions } from "../../db/schema";

/**
 * The admin's real figures: monthly recurring revenue (each paying plan's price over its months,
 * trials excluded, past-due included while in grace), its split by plan, trials that converted
 * (a paid invoice after a trial) and the revenue actually collected.
 */
export async function revenueFigures(db: Database) {
  const paying = await db
    .select({
      planType: billingSubscriptions.planType,
      interval: billingSubscriptions.billingInterval,
      amount: billingSubscriptions.amountCents,
      status: billingSubscriptions.status,
    })
    .from(billingSubscriptions)
    .where(inArray(billingSubscriptions.status, ["active", "past_due", "trialing"]));
  const mrrByPlan = Object.fromEntries(PLAN_TYPES.map((p) => [p, 0])) as Record<PlanType, number>;
  for (const s of paying) {
    if (s.status === "trialing") continue;
    mrrByPlan[s.planType as PlanType] += Math.round(s.amount / INTERVAL_MONTHS[s.interval as BillingInterval]);
  }
  const [[revenue], [converted]] = await Promise.all([
    db
      .select({ cents: sql<string>`coalesce(sum(${billingInvoices.amountCents}), 0)` })
      .from(billingInvoices)
      .where(eq(billingInvoices.status, "paid")),
    db
      .select({ n: sql<string>`count(distinct ${billingSubscriptions.id})` })
      .from(billingSubscriptions)
      .innerJoin(
        billingInvoices,
        and(eq(billingInvoices.subscriptionId, billingSubscriptions.id), eq(billingInvoices.status, "paid"), sql`${billingInvoices.amountCents} > 0`),
      )
      .where(sql`${billingSubscriptions.trialEnd} is not null`),
  ]);
  return {
    totalRevenue: Number(revenue?.cents ?? 0),
    monthlyRecurringRevenue: Object.values(mrrByPlan).reduce((a, b) => a + b, 0),
    mrrByPlan,
    trialsActive: paying.filter((s) => s.status === "trialing").length,
    trialsConverted: Number(converted?.n ?? 0),
    pastDue: paying.filter((s) => s.status === "past_due").length,
    billingEventsPending: await pendingEventCount(db),
  };
}

async function pendingEventCount(db: Database) {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(billingEvents)
    .where(sql`${billingEvents.processedAt} is null`);
  return Number(row?.n ?? 0);
}

/** One user's billing history for the admin: subscriptions and invoices, newest first. */
export async function billingHistory(db: Database, userId: string) {
  const [subscriptions, invoices] = await Promise.all([
    db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId)).orderBy(desc(billingSubscriptions.updatedAt)),
    db.select().from(billingInvoices).where(eq(billingInvoices.userId, userId)).orderBy(desc(billingInvoices.createdAt)),
  ]);
  return { subscriptions, invoices };
}
