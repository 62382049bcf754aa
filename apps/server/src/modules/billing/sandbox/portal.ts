import { desc, eq, inArray } from "drizzle-orm";
import {
  BASE_PLANS,
  BILLING_INTERVALS,
  BILLING_ERRORS,
  isAddon,
  priceCents,
  switchQuote,
  type SwitchQuote,
  type BillingInterval,
  type BillingStatus,
  type PlanType,
  type SandboxPortalView,
} from "@sierra/shared";
import type { AppDeps } from "../../../app-deps";
import { billingInvoices, sandboxCustomers } from "../../../db/schema";
import { invoiceObject } from "../../../adapters/billing/sandbox/stripe-objects";
import { subscriptionPriceCents } from "../../../adapters/billing/sandbox/sandbox-provider";
import { AppError } from "../../../http/errors";
import { baseSubscription, checkCard, customerByToken, liveBase, periodAfter, sandboxOf, updateSubscription } from "./access";

const PLANS = BASE_PLANS.flatMap((planType) =>
  BILLING_INTERVALS.map((billingInterval) => ({ planType, billingInterval, amountCents: priceCents(planType, billingInterval) })),
);

/** The sandbox customer portal: whoever holds the token (a secret handed to its owner) manages it. */
export async function portalView(deps: AppDeps, token: string): Promise<SandboxPortalView> {
  const sandbox = sandboxOf(deps);
  const customer = await customerByToken(sandbox, token);
  const { base, subs } = await baseSubscription(sandbox, customer.id);
  const ids = subs.map((s) => s.id);
  const invoices = ids.length
    ? await deps.db.select().from(billingInvoices).where(inArray(billingInvoices.subscriptionId, ids)).orderBy(desc(billingInvoices.createdAt))
    : [];
  const live = base !== null && base.status !== "canceled";
  const liveAddons = live ? subs.filter((s) => isAddon(s.planType as PlanType) && s.status !== "canceled") : [];
  return {
    subscription: {
      planType: (base?.planType as PlanType) ?? null,
      billingInterval: (base?.billingInterval as BillingInterval) ?? null,
      status: (base?.status as BillingStatus) ?? "none",
      cancelAtPeriodEnd: base?.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: base?.currentPeriodEnd.toISOString() ?? null,
      trialEnd: base?.trialEnd?.toISOString() ?? null,
      amountCents: base ? subscriptionPriceCents(base) : null,
      currency: "usd",
      addons: liveAddons.map((s) => s.planType as PlanType),
      addonsEnding: liveAddons.filter((s) => s.cancelAtPeriodEnd).map((s) => s.planType as PlanType),
    },
    paymentMethod: { brand: customer.cardBrand, last4: customer.cardLast4 },
    invoices: invoices.map((i) => ({
      id: i.id,
      createdAt: i.createdAt.toISOString(),
      amountCents: i.amountCents,
      currency: i.currency,
      status: i.status,
      description: `${i.amountCents < 0 ? "Credit for unused time: " : ""}${i.planType ? `Sierra ${i.planType.replace("_", " ")}` : "Sierra Meal Planner"}`,
    })),
    plans: PLANS,
  };
}

export type PortalAction =
  | { kind: "switch"; planType: PlanType; billingInterval: BillingInterval }
  | { kind: "remove-addon"; planType: PlanType }
  | { kind: "cancel" }
  | { kind: "resume" }
  | { kind: "update-card"; cardNumber: string };

export async function portalAction(deps: AppDeps, token: string, action: PortalAction): Promise<SandboxPortalView> {
  const sandbox = sandboxOf(deps);
  const customer = await customerByToken(sandbox, token);
  if (action.kind === "update-card") {
    const card = checkCard(action.cardNumber);
    await sandbox.db.update(sandboxCustomers).set(card).where(eq(sandboxCustomers.id, customer.id));
    // A past-due plan is charged again at once with the new card.
    const { base } = await baseSubscription(sandbox, customer.id);
    if (base?.status === "past_due" && !card.failsAtRenewal) {
      const now = deps.now();
      const paid = await updateSubscription(sandbox, base.id, {
        status: "active",
        currentPeriodStart: now,
        currentPeriodEnd: periodAfter(now, base.billingInterval),
      });
      await sandbox.emit("invoice.paid", invoiceObject(paid, subscriptionPriceCents(paid), true, now), now);
      await sandbox.emitSubscription("customer.subscription.updated", paid, now);
    }
    return portalView(deps, token);
  }
  const base = await liveBase(sandbox, customer.id);
  if (action.kind === "remove-addon") {
    // Removed means at the period's end, as the Stripe portal is configured (docs/deploy.md).
    const { subs } = await baseSubscription(sandbox, customer.id);
    const addon = subs.find((s) => s.planType === action.planType && s.status !== "canceled");
    if (!addon) throw new AppError(409, "NO_ADDON", "This add-on is not part of your plan.");
    const updated = await updateSubscription(sandbox, addon.id, { cancelAtPeriodEnd: true });
    await sandbox.emitSubscription("customer.subscription.updated", updated);
  } else if (action.kind === "switch") {
    if (isAddon(action.planType)) throw new AppError(400, "INVALID_PLAN", "Add-ons are added from the pricing page.");
    if (base.planType === action.planType && base.billingInterval === action.billingInterval)
      throw new AppError(409, "CURRENT_PLAN", BILLING_ERRORS.currentPlan);
    await sandbox.switchPlan(base.id, action.planType, action.billingInterval);
  } else {
    // Cancel means at the period's end; until then it can be resumed.
    const updated = await updateSubscription(sandbox, base.id, { cancelAtPeriodEnd: action.kind === "cancel" });
    await sandbox.emitSubscription("customer.subscription.updated", updated);
  }
  return portalView(deps, token);
}

/** What a switch in the portal would cost: the same quote the app shows (docs/decisions/051). */
export async function portalSwitchPreview(deps: AppDeps, token: string, to: { planType: PlanType; billingInterval: BillingInterval }): Promise<SwitchQuote> {
  const sandbox = sandboxOf(deps);
  const customer = await customerByToken(sandbox, token);
  const base = await liveBase(sandbox, customer.id);
  if (isAddon(to.planType)) throw new AppError(400, "INVALID_PLAN", "Add-ons are added from the pricing page.");
  if (base.planType === to.planType && base.billingInterval === to.billingInterval) throw new AppError(409, "CURRENT_PLAN", BILLING_ERRORS.currentPlan);
  const from = { ...base, billingInterval: base.billingInterval as BillingInterval, amountCents: subscriptionPriceCents(base) };
  return switchQuote(from, to.planType, to.billingInterval, deps.now());
}
