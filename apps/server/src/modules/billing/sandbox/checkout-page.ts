import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  BILLING_ERRORS,
  isAddon,
  type BillingInterval,
  type PlanType,
  type PriceOffer,
  type SandboxCheckoutView,
  type SandboxPayRequest,
} from "@sierra/shared";
import type { AppDeps } from "../../../app-deps";
import { sandboxCheckouts, sandboxCustomers, sandboxSubscriptions } from "../../../db/schema";
import { checkoutMetadata, checkoutSessionObject, invoiceObject, newId, subscriptionObject } from "../../../adapters/billing/sandbox/stripe-objects";
import { checkoutCancelPath, CHECKOUT_SUCCESS_PATH } from "../../../adapters/billing/provider";
import { AppError } from "../../../http/errors";
import { notFound } from "../errors";
import { trialUsed } from "../checkout";
import { checkCard, periodAfter, sandboxOf } from "./access";

const successUrl = (id: string) => `${CHECKOUT_SUCCESS_PATH}?session_id=${id}`;

export async function sandboxCheckoutView(deps: AppDeps, id: string): Promise<SandboxCheckoutView> {
  const sandbox = sandboxOf(deps);
  const [c] = await sandbox.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  if (!c) throw notFound();
  const expired = c.status === "open" && c.expiresAt <= deps.now();
  return {
    id: c.id,
    planType: c.planType as PlanType,
    billingInterval: c.billingInterval as BillingInterval,
    amountCents: c.amountCents,
    currency: "usd",
    trialDays: c.trialDays,
    email: c.email,
    status: expired ? "expired" : (c.status as SandboxCheckoutView["status"]),
    successUrl: successUrl(c.id),
    cancelUrl: checkoutCancelPath(c.offer as PriceOffer),
  };
}

/** Pays a sandbox checkout: store the provider's records, then emit what Stripe would. */
export async function paySandboxCheckout(deps: AppDeps, id: string, card: SandboxPayRequest & { cardNumber: string }) {
  const sandbox = sandboxOf(deps);
  const view = await sandboxCheckoutView(deps, id);
  if (view.status !== "open") throw new AppError(409, "CHECKOUT_CLOSED", "This checkout is no longer open.");
  const cardInfo = checkCard(card.cardNumber);
  // An add-on's trial is its plan's own (docs/decisions/051), not a second free trial.
  if (view.trialDays > 0 && !isAddon(view.planType) && view.email && (await trialUsed(deps, view.email, null)))
    throw new AppError(409, "TRIAL_ALREADY_USED", BILLING_ERRORS.trialAlreadyUsed);
  const now = deps.now();
  const { checkout, subscription } = await sandbox.db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(sandboxCheckouts)
      .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, "open")))
      .for("update");
    if (!c) throw new AppError(409, "CHECKOUT_CLOSED", "This checkout is no longer open.");
    const customerId = c.customerId ?? newId("cus");
    if (c.customerId) await tx.update(sandboxCustomers).set(cardInfo).where(eq(sandboxCustomers.id, customerId));
    else
      await tx
        .insert(sandboxCustomers)
        .values({ id: customerId, email: c.email ?? "", portalToken: randomBytes(24).toString("base64url"), createdAt: now, ...cardInfo });
    const trialEnd = c.trialEnd ?? (c.trialDays > 0 ? new Date(now.getTime() + c.trialDays * 86_400_000) : null);
    const metadata = { ...checkoutMetadata(c), ...(c.firstName ? { firstName: c.firstName } : {}), ...(c.lastName ? { lastName: c.lastName } : {}) };
    const [subscription] = await tx
      .insert(sandboxSubscriptions)
      .values({
        id: newId("sub"),
        customerId,
        planType: c.planType,
        billingInterval: c.billingInterval,
        status: trialEnd ? "trialing" : "active",
        currentPeriodStart: now,
        currentPeriodEnd: trialEnd ?? periodAfter(now, c.billingInterval),
        trialEnd,
        metadata,
        createdAt: now,
      })
      .returning();
    if (!subscription) throw new Error("sandbox subscription not stored");
    const [checkout] = await tx
      .update(sandboxCheckouts)
      .set({ status: "complete", customerId, subscriptionId: subscription.id })
      .where(eq(sandboxCheckouts.id, id))
      .returning();
    return { checkout: checkout!, subscription };
  });
  const session = checkoutSessionObject(checkout, checkout.email ?? "");
  session.metadata = subscription.metadata;
  await sandbox.emit("checkout.session.completed", session, now);
  await sandbox.emit("customer.subscription.created", subscriptionObject(subscription, checkout.amountCents), now);
  await sandbox.emit("invoice.paid", invoiceObject(subscription, checkout.trialDays > 0 ? 0 : checkout.amountCents, true, now), now);
  return { redirectUrl: successUrl(id) };
}
