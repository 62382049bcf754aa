import { and, eq, ne, sql } from "drizzle-orm";
import { isAddon, type PlanType } from "@sierra/shared";
import type Stripe from "stripe";
import type { Executor } from "../../adapters/billing/provider";
import type { AppDeps } from "../../app-deps";
import { billingCustomers, billingInvoices, billingSubscriptions, pendingAccounts, trialClaims, user } from "../../db/schema";
import { normalizeEmail } from "./guest-account";
import { paymentFailedMail, trialEndingMail } from "./mails";
import { writeSubscriberSummary } from "./summary";

export interface ApplyContext {
  deps: AppDeps;
  tx: Executor;
  /** Work for after the commit: mail, and provider calls that emit events of their own. */
  effects: (() => Promise<unknown>)[];
}

type Obj = Record<string, unknown> & { id: string; customer?: string | null; metadata?: Record<string, string> | null };

/** Events of one customer take turns, so a re-read of the provider state is never overtaken. */
async function lockCustomer(tx: Executor, customerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${customerId}`}))`);
}

async function userOfCustomer(tx: Executor, customerId: string): Promise<string> {
  const [row] = await tx.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.customerId, customerId));
  // Thrown, the event stays unprocessed and is retried once its checkout has arrived.
  if (!row) throw new Error(`No user for billing customer ${customerId} yet`);
  return row.userId;
}

async function emailOf(tx: Executor, userId: string) {
  const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

/** Re-reads the subscription from the provider (never trusts the event's copy) and stores it. */
async function syncSubscription(ctx: ApplyContext, subscriptionId: string) {
  const { deps, tx } = ctx;
  const s = await deps.billing.retrieveSubscription(subscriptionId, tx);
  if (!s) throw new Error(`Unknown subscription ${subscriptionId}`);
  const userId = s.metadata.userId ?? (await userOfCustomer(tx, s.customerId));
  const values = { ...s, userId, provider: deps.billing.kind, updatedAt: deps.now() };
  await tx.insert(billingSubscriptions).values(values).onConflictDoUpdate({ target: billingSubscriptions.id, set: values });
  const baseEnded = !isAddon(s.planType) && s.status === "canceled";
  // All Day includes breakfast and lunch: add-ons kept beside it would bill for nothing.
  const includedInAllDay = s.planType === "all_day" && s.status !== "canceled" && s.status !== "incomplete";
  if (baseEnded || includedInAllDay) {
    // Add-ons live on the base plan: when it ends, they end too (and stop being charged);
    // when it becomes All Day, they end with the unused time credited.
    const addons = await tx
      .select({ id: billingSubscriptions.id, planType: billingSubscriptions.planType })
      .from(billingSubscriptions)
      .where(and(eq(billingSubscriptions.userId, userId), ne(billingSubscriptions.status, "canceled")));
    for (const a of addons) if (isAddon(a.planType as PlanType)) ctx.effects.push(() => deps.billing.cancelNow(a.id, { prorate: includedInAllDay }));
  }
  await writeSubscriberSummary(tx, userId, deps.billing.kind);
}

async function checkoutCompleted(ctx: ApplyContext, session: Obj & { subscription?: string | null }) {
  const { tx, deps } = ctx;
  const customerId = String(session.customer);
  await lockCustomer(tx, customerId);
  let userId = session.metadata?.userId ?? null;
  if (!userId) {
    const [pending] = await tx.select({ userId: pendingAccounts.userId }).from(pendingAccounts).where(eq(pendingAccounts.checkoutSessionId, session.id));
    userId = pending?.userId ?? null;
  }
  if (!userId) throw new Error(`No account for checkout ${session.id} yet`);
  await tx.insert(billingCustomers).values({ customerId, userId, provider: deps.billing.kind }).onConflictDoNothing();
  if (session.metadata?.trial === "1") {
    const email = await emailOf(tx, userId);
    if (email)
      await tx
        .insert(trialClaims)
        .values({ email: normalizeEmail(email), userId })
        .onConflictDoNothing();
  }
  if (session.subscription) await syncSubscription(ctx, session.subscription);
}

async function invoiceEvent(ctx: ApplyContext, invoice: Obj, paid: boolean) {
  const { tx, deps } = ctx;
  const customerId = String(invoice.customer);
  await lockCustomer(tx, customerId);
  const userId = await userOfCustomer(tx, customerId);
  const parent = invoice.parent as { subscription_details?: { subscription?: string; metadata?: Record<string, string> } } | null;
  const subscriptionId = parent?.subscription_details?.subscription ?? null;
  const values = {
    id: invoice.id,
    userId,
    subscriptionId,
    planType: parent?.subscription_details?.metadata?.planType ?? null,
    amountCents: Number(paid ? invoice.amount_paid : invoice.amount_due),
    currency: String(invoice.currency ?? "usd"),
    status: paid ? "paid" : "failed",
    createdAt: new Date(Number(invoice.created) * 1000),
  };
  // A paid invoice stays paid, whichever attempt's event arrives last.
  await tx
    .insert(billingInvoices)
    .values(values)
    .onConflictDoUpdate({
      target: billingInvoices.id,
      set: { status: sql`case when ${billingInvoices.status} = 'paid' then 'paid' else excluded.status end` },
    });
  if (subscriptionId) await syncSubscription(ctx, subscriptionId);
  const email = await emailOf(tx, userId);
  if (!paid && email) ctx.effects.push(() => deps.mailer.send(paymentFailedMail(email, deps.env.appUrl)));
}

async function trialWillEnd(ctx: ApplyContext, sub: Obj & { trial_end?: number | null }) {
  const userId = await userOfCustomer(ctx.tx, String(sub.customer));
  const email = await emailOf(ctx.tx, userId);
  const trialEnd = new Date(Number(sub.trial_end ?? 0) * 1000);
  if (email) ctx.effects.push(() => ctx.deps.mailer.send(trialEndingMail(email, trialEnd, ctx.deps.env.appUrl)));
}

/** One event's effect on the app's state; unknown types are acknowledged and ignored. */
export async function applyEvent(ctx: ApplyContext, event: Stripe.Event) {
  const obj = event.data.object as unknown as Obj;
  switch (event.type) {
    case "checkout.session.completed":
      return checkoutCompleted(ctx, obj);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      await lockCustomer(ctx.tx, String(obj.customer));
      return syncSubscription(ctx, obj.id);
    case "customer.subscription.trial_will_end":
      return trialWillEnd(ctx, obj);
    case "invoice.paid":
      return invoiceEvent(ctx, obj, true);
    case "invoice.payment_failed":
      return invoiceEvent(ctx, obj, false);
    default:
      return undefined;
  }
}
