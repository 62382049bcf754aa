import type { BillingInterval, PlanType, Subscription } from "@sierra/shared";

export type SubscriptionStatus = "none" | "trialing" | "active" | "past_due" | "canceled";

/** GET /api/billing/subscription. */
export interface BillingSubscription {
  subscription: Subscription;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  addons: string[];
  allowedMealTypes: string[];
  provider: "sandbox" | "stripe";
  complimentary: boolean;
}

/** GET /api/billing/checkout-result. */
export interface CheckoutResult {
  found: boolean;
  email: string | null;
  accountCreated: boolean;
  signedIn: boolean;
}

export interface CheckoutRequest {
  planType: PlanType;
  billingInterval: BillingInterval;
}

/** GET /api/billing/sandbox/checkout/:id: the order the hosted test checkout shows. */
export interface SandboxCheckout {
  id: string;
  planType: PlanType;
  billingInterval: BillingInterval;
  amountCents: number;
  currency: string;
  trialDays: number;
  email: string | null;
  status: "open" | "complete" | "expired";
  successUrl: string;
  cancelUrl: string;
}

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** GET /api/billing/sandbox/portal/:token: the test provider's customer portal. */
export interface SandboxPortal {
  subscription: {
    planType: PlanType | null;
    billingInterval: BillingInterval | null;
    status: SubscriptionStatus;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: string | null;
    trialEnd: string | null;
    amountCents: number | null;
    currency: string;
  };
  paymentMethod: { brand: string; last4: string } | null;
  invoices: { id: string; createdAt: string; amountCents: number; currency: string; status: string; description: string }[];
  plans: { planType: PlanType; billingInterval: BillingInterval; amountCents: number }[];
}
