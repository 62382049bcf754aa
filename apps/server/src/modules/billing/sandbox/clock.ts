import { eq } from "drizzle-orm";
import { isAddon, type PlanType, type SandboxAdvanceRequest } from "@sierra/shared";
import { subscriptionPriceCents } from "../../../adapters/billing/sandbox/sandbox-provider";
import type { AppDeps } from "../../../app-deps";
import type { sandboxSubscriptions } from "../../../db/schema";
import { billingCustomers, sandboxCustomers } from "../../../db/schema";
import { invoiceObject } from "../../../adapters/billing/sandbox/stripe-objects";
import type { SandboxProvider } from "../../../adapters/billing";
import { AppError } from "../../../http/errors";
import { notFound } from "../errors";
import { baseSubscription, liveBase, periodAfter, sandboxOf, updateSubscription } from "./access";

type Sub = typeof sandboxSubscriptions.$inferSelect;
const DAY = 86_400_000;

/** A renewal charge at `at`: the fails-at-renewal card leaves the plan past due (grace). */
async function charge(sandbox: SandboxProvider, sub: Sub, failsAtRenewal: boolean, at: Date) {
  const amount = subscriptionPriceCents(sub);
  if (failsAtRenewal) {
    const due = await updateSubscription(sandbox, sub.id, { status: "past_due" });
    await sandbox.emit("invoice.payment_failed", invoiceObject(due, amount, false, at), at);
    await sandbox.emitSubscription("customer.subscription.updated", due, at);
    return;
  }
  const renewed = await updateSubscription(sandbox, sub.id, {
    status: "active",
    currentPeriodStart: at,
    currentPeriodEnd: periodAfter(at, sub.billingInterval),
  });
  await sandbox.emit("invoice.paid", invoiceObject(renewed, amount, true, at), at);
  await sandbox.emitSubscription("customer.subscription.updated", renewed, at);
}

async function end(sandbox: SandboxProvider, sub: Sub, at: Date) {
  const ended = await updateSubscription(sandbox, sub.id, { status: "canceled", cancelAtPeriodEnd: false });
  await sandbox.emitSubscription("customer.subscription.deleted", ended, at);
}

/** Add-ons removed in the portal end when their period does. */
async function endRemovedAddons(sandbox: SandboxProvider, customerId: string, at: Date) {
  const { subs } = await baseSubscription(sandbox, customerId);
  for (const s of subs)
    if (isAddon(s.planType as PlanType) && s.status !== "canceled" && s.cancelAtPeriodEnd && s.currentPeriodEnd <= at) await end(sandbox, s, at);
}

/**
 * The sandbox clock (admins and tests): moves one user's subscription to its trial end, its
 * renewal or its period end and emits what Stripe would at that moment.
 */
export async function advanceSandboxClock(deps: AppDeps, input: SandboxAdvanceRequest) {
  const sandbox = sandboxOf(deps);
  const [link] = await deps.db.select().from(billingCustomers).where(eq(billingCustomers.userId, input.userId));
  const [customer] = link ? await deps.db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, link.customerId)) : [];
  if (!customer) throw notFound();
  const sub = await liveBase(sandbox, customer.id);
  const at = sub.currentPeriodEnd;
  if (input.to === "trial_end") {
    if (sub.status !== "trialing" || !sub.trialEnd) throw new AppError(409, "NOT_TRIALING", "This subscription is not in its trial.");
    await sandbox.emitSubscription("customer.subscription.trial_will_end", sub, new Date(sub.trialEnd.getTime() - 3 * DAY));
  }
  await endRemovedAddons(sandbox, customer.id, at);
  const ends = sub.cancelAtPeriodEnd || (input.to === "period_end" && sub.status === "past_due");
  if (ends) await end(sandbox, sub, at);
  else if (sub.status === "past_due" && customer.failsAtRenewal)
    await end(sandbox, sub, at); // retries exhausted
  else await charge(sandbox, sub, customer.failsAtRenewal, at);
}
