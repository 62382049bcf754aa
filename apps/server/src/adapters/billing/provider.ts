import type Stripe from "stripe";
import type { BillingInterval, BillingSubscriptionRecord, CheckoutOutcome, PlanType, PriceOffer } from "@sierra/shared";
import type { Database } from "../../db/client";

/** Whatever runs queries: the database or an open transaction. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/** A provider subscription in the app's terms (the webhook processor re-reads it, never trusts order). */
export interface ProviderSubscription extends BillingSubscriptionRecord {
  id: string;
  customerId: string;
  amountCents: number;
  metadata: Record<string, string>;
}

export interface CheckoutInput {
  planType: PlanType;
  billingInterval: BillingInterval;
  trialDays: number;
  /** A trial to this moment instead (an add-on joining its plan's trial); wins over trialDays. */
  trialEnd?: Date;
  /** Signed-in checkout: the user and their provider customer when they have one. */
  userId: string | null;
  customerId: string | null;
  email: string | null;
  firstName?: string;
  lastName?: string;
  /** Onboarding sells the dinner plan at its own prices; absent means standard. */
  offer?: PriceOffer;
}

/** One interface, two implementations: Stripe (real) and the embedded sandbox. */
export interface BillingProvider {
  readonly kind: "sandbox" | "stripe";
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  createPortal(customerId: string): Promise<{ url: string }>;
  /** Switch a base plan in place (the provider prorates). */
  switchPlan(subscriptionId: string, planType: PlanType, interval: BillingInterval): Promise<void>;
  /**
   * Ends a subscription now: add-ons whose base plan ended, or (prorate) add-ons that All Day
   * includes, credited for the unused part of their period.
   */
  cancelNow(subscriptionId: string, options?: { prorate?: boolean }): Promise<void>;
  /** A checkout session's outcome; null when the provider does not know the session. */
  checkoutOutcome(sessionId: string): Promise<{ outcome: Exclude<CheckoutOutcome, "unknown">; planType: PlanType | null } | null>;
  retrieveSubscription(id: string, exec: Executor): Promise<ProviderSubscription | null>;
  /** Verifies the signature (throws on a bad one) and parses the event: one path for both providers. */
  constructEvent(rawBody: string, signature: string): Stripe.Event;
}

export const CHECKOUT_SUCCESS_PATH = "/checkout/success";
export const CHECKOUT_CANCEL_PATH = "/checkout/cancel";
/** A cancelled onboarding checkout's Try Again goes back to the onboarding offer, not the standard pricing. */
export const checkoutCancelPath = (offer: PriceOffer | undefined | null) =>
  offer === "onboarding" ? `${CHECKOUT_CANCEL_PATH}?offer=onboarding` : CHECKOUT_CANCEL_PATH;
