import { z } from "zod";
import { onboardingPreferencesSchema } from "../onboarding/schemas";
import { ONBOARDING_PLAN_TYPE, PRICE_OFFERS } from "./plans";
import { ADDON_PLANS, BILLING_INTERVALS, PLAN_TYPES, type BillingInterval, type MealType, type PlanType, type Subscription } from "./subscription";

/** The billing API contract: request schemas used by routes and forms, response types. */

export const BILLING_STATUSES = ["none", "trialing", "active", "past_due", "canceled"] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];
export type BillingProviderName = "sandbox" | "stripe";

export const BILLING_ERRORS = {
  checkoutUnauthenticated: "Please log in to subscribe",
  portalUnauthenticated: "Please log in to manage your subscription",
  requiresDinnerPlan: "Requires Dinner Plan",
  includedInAllDay: "Included in All Day",
  trialAlreadyUsed: "You have already used your free trial. Choose a plan to subscribe without a trial.",
  currentPlan: "This is already your current plan.",
  accountExists: "An account with this e-mail already exists. Please log in to subscribe.",
  cardDeclined: "Your card was declined.",
} as const;

const planType = z.enum(PLAN_TYPES, "Please choose a plan.");
const billingInterval = z.enum(BILLING_INTERVALS, "Please choose a billing interval.");

/** POST /api/billing/checkout (create-checkout-session). */
export const checkoutRequestSchema = z.object({
  planType,
  billingInterval,
  /** After TRIAL_ALREADY_USED the user may choose to pay straight away. */
  withoutTrial: z.boolean().optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * POST /api/billing/guest-checkout (create-guest-checkout): no account yet. Onboarding sends its
 * offer (its own dinner prices) and the six preference values the chat heard, which travel with
 * the pending account.
 */
export const guestCheckoutRequestSchema = z
  .object({
    planType,
    billingInterval,
    email: z.string().trim().min(1, "Please enter your e-mail address.").pipe(z.email("Please enter a valid e-mail address, like name@example.com.")),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    offer: z.enum(PRICE_OFFERS).optional(),
    preferences: onboardingPreferencesSchema.optional(),
  })
  .refine((v) => v.offer !== "onboarding" || v.planType === ONBOARDING_PLAN_TYPE, { message: "The onboarding offer is for the Dinner Plan.", path: ["offer"] });
export type GuestCheckoutRequest = z.infer<typeof guestCheckoutRequestSchema>;

/** Sandbox card fields; the sandbox never stores more than brand and last 4 digits. */
const cardNumber = z
  .string()
  .transform((s) => s.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{12,19}$/, "Please enter a valid card number."));
const expiry = z
  .string()
  .trim()
  .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Please enter the expiry as MM/YY.");
const cvc = z
  .string()
  .trim()
  .regex(/^\d{3,4}$/, "Please enter the 3 or 4 digit security code.");

export const sandboxPayRequestSchema = z.object({ cardNumber, expiry, cvc, name: z.string().trim().min(1, "Please enter the name on the card.").max(100) });
export type SandboxPayRequest = z.input<typeof sandboxPayRequestSchema>;
export const sandboxUpdateCardRequestSchema = z.object({ cardNumber, expiry, cvc });
export type SandboxUpdateCardRequest = z.input<typeof sandboxUpdateCardRequestSchema>;
export const sandboxSwitchRequestSchema = z.object({ planType, billingInterval });
export type SandboxSwitchRequest = z.infer<typeof sandboxSwitchRequestSchema>;
export const sandboxRemoveAddonRequestSchema = z.object({ planType: z.enum(ADDON_PLANS, "Please choose an add-on.") });
export type SandboxRemoveAddonRequest = z.infer<typeof sandboxRemoveAddonRequestSchema>;

/** POST /api/admin/billing/sandbox/advance: move one subscription's sandbox clock. */
export const SANDBOX_ADVANCE_TARGETS = ["trial_end", "renewal", "period_end"] as const;
export const sandboxAdvanceRequestSchema = z.object({ userId: z.string().min(1), to: z.enum(SANDBOX_ADVANCE_TARGETS) });
export type SandboxAdvanceRequest = z.infer<typeof sandboxAdvanceRequestSchema>;

/** The sandbox test cards (shown on the sandbox checkout page). */
export const SANDBOX_TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  failsAtRenewal: "4000000000000341",
} as const;

export interface CheckoutResponse {
  url: string;
}

/** GET /api/billing/subscription. */
export interface BillingSubscriptionResponse {
  subscription: Subscription;
  status: BillingStatus;
  cancelAtPeriodEnd: boolean;
  /** The next billing date (trial end while trialing). */
  currentPeriodEnd: string | null;
  addons: PlanType[];
  allowedMealTypes: MealType[];
  provider: BillingProviderName;
  complimentary: boolean;
  /** What the customer has now, paid or complimentary: a plan, a trial (of a plan or granted), or nothing. */
  kind: "none" | "trial" | "plan";
  /** The free trial is used: a new plan starts paid, due today. */
  trialUsed: boolean;
  /** The meal types each plan gives, so every screen words a plan the same way. */
  planMealTypes: Record<PlanType, MealType[]>;
}

/** GET /api/billing/checkout-result?session_id=... */
export const CHECKOUT_OUTCOMES = ["trial_started", "paid", "pending", "unknown"] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

export interface CheckoutResultResponse {
  /** What happened, as the provider knows it: an unknown session says nothing more. */
  outcome: CheckoutOutcome;
  planType: PlanType | null;
  found: boolean;
  email: string | null;
  accountCreated: boolean;
  signedIn: boolean;
}

/** GET /api/billing/sandbox/checkout/:id */
export interface SandboxCheckoutView {
  id: string;
  planType: PlanType;
  billingInterval: BillingInterval;
  amountCents: number;
  currency: "usd";
  trialDays: number;
  email: string | null;
  status: "open" | "complete" | "expired";
  successUrl: string;
  cancelUrl: string;
}

export interface SandboxInvoiceView {
  id: string;
  createdAt: string;
  amountCents: number;
  currency: string;
  status: string;
  description: string;
}

/** GET /api/billing/sandbox/portal/:token and every portal action's answer. */
export interface SandboxPortalView {
  subscription: {
    planType: PlanType | null;
    billingInterval: BillingInterval | null;
    status: BillingStatus;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: string | null;
    trialEnd: string | null;
    amountCents: number | null;
    currency: string;
    addons: PlanType[];
    /** Add-ons removed in the portal: they end with their period. */
    addonsEnding: PlanType[];
  };
  paymentMethod: { brand: string; last4: string } | null;
  invoices: SandboxInvoiceView[];
  plans: { planType: PlanType; billingInterval: BillingInterval; amountCents: number }[];
}
