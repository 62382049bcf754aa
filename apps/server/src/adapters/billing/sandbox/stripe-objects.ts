import { randomBytes } from "node:crypto";
import { INTERVAL_MONTHS, type BillingInterval, type PlanType } from "@sierra/shared";
import type { sandboxCheckouts, sandboxSubscriptions } from "../../../db/schema";

/** Stripe-shaped objects built by the sandbox, so its events take the exact path Stripe's do. */

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("base64url")}`;
const sec = (d: Date) => Math.floor(d.getTime() / 1000);

type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect;
type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;

export function subscriptionObject(s: SandboxSubscription, amountCents: number) {
  const interval = s.billingInterval as BillingInterval;
  return {
    id: s.id,
    object: "subscription",
    livemode: false,
    customer: s.customerId,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    trial_end: s.trialEnd ? sec(s.trialEnd) : null,
    created: sec(s.createdAt),
    metadata: s.metadata,
    items: {
      object: "list",
      data: [
        {
          id: `si_${s.id}`,
          object: "subscription_item",
          current_period_start: sec(s.currentPeriodStart),
          current_period_end: sec(s.currentPeriodEnd),
          price: {
            id: `price_sandbox_${s.planType}_${interval}`,
            lookup_key: `sierra_${s.planType}_${interval}`,
            unit_amount: amountCents,
            currency: "usd",
            recurring: { interval: "month", interval_count: INTERVAL_MONTHS[interval] },
          },
        },
      ],
    },
  };
}

export function checkoutSessionObject(c: SandboxCheckout, email: string) {
  return {
    id: c.id,
    object: "checkout.session",
    livemode: false,
    mode: "subscription",
    status: "complete",
    payment_status: c.trialDays > 0 ? "no_payment_required" : "paid",
    customer: c.customerId,
    subscription: c.subscriptionId,
    client_reference_id: c.userId,
    customer_details: { email },
    amount_total: c.trialDays > 0 ? 0 : c.amountCents,
    currency: "usd",
    metadata: checkoutMetadata(c),
  };
}

export function checkoutMetadata(c: Pick<SandboxCheckout, "userId" | "planType" | "billingInterval" | "trialDays" | "id" | "offer">): Record<string, string> {
  return {
    planType: c.planType as PlanType,
    billingInterval: c.billingInterval,
    trial: c.trialDays > 0 ? "1" : "0",
    ...(c.offer === "onboarding" ? { offer: c.offer } : {}),
    checkoutSessionId: c.id,
    ...(c.userId ? { userId: c.userId } : { guest: "1" }),
  };
}

export function invoiceObject(s: SandboxSubscription, amountCents: number, paid: boolean, at: Date) {
  return {
    id: newId("in"),
    object: "invoice",
    livemode: false,
    customer: s.customerId,
    status: paid ? "paid" : "open",
    amount_due: amountCents,
    amount_paid: paid ? amountCents : 0,
    currency: "usd",
    created: sec(at),
    attempt_count: 1,
    parent: { type: "subscription_details", subscription_details: { subscription: s.id, metadata: s.metadata } },
  };
}

export function eventObject(type: string, object: unknown, at: Date) {
  return {
    id: newId("evt"),
    object: "event",
    api_version: "sandbox",
    created: sec(at),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export type SandboxEvent = ReturnType<typeof eventObject>;
