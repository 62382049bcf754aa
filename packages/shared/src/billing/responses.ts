import { z } from "zod";
import { subscriptionSchema } from "../api/admin";
import {
  BILLING_STATUSES,
  type BillingSubscriptionResponse,
  CHECKOUT_OUTCOMES,
  type CheckoutResultResponse,
  type SandboxCheckoutView,
  type SandboxPortalView,
} from "./billing-api";
import { BILLING_INTERVALS, MEAL_TYPES, PLAN_TYPES } from "./subscription";
import type { SwitchQuote } from "./switch-quote";

/** The answers of /api/billing as schemas, for the OpenAPI document (docs/decisions/055). */
const planType = z.enum(PLAN_TYPES);
const billingInterval = z.enum(BILLING_INTERVALS);

export const checkoutUrlSchema = z.object({ url: z.string().meta({ description: "The provider's page to open." }) });
export const guestCheckoutSchema = checkoutUrlSchema.extend({ sessionId: z.string() });

export const billingSubscriptionSchema = z.object({
  subscription: subscriptionSchema,
  status: z.enum(BILLING_STATUSES),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  addons: z.array(planType),
  allowedMealTypes: z.array(z.enum(MEAL_TYPES)),
  provider: z.enum(["sandbox", "stripe"]),
  complimentary: z.boolean(),
  kind: z.enum(["none", "trial", "plan"]),
  trialUsed: z.boolean(),
  planMealTypes: z.record(planType, z.array(z.enum(MEAL_TYPES))),
});

export const checkoutResultSchema = z.object({
  outcome: z.enum(CHECKOUT_OUTCOMES),
  planType: planType.nullable(),
  found: z.boolean(),
  email: z.string().nullable(),
  accountCreated: z.boolean(),
  signedIn: z.boolean(),
});

export const switchQuoteSchema = z.object({
  planType,
  billingInterval,
  amountCents: z.number(),
  creditCents: z.number(),
  dueTodayCents: z.number(),
  balanceCents: z.number(),
  nextBillingDate: z.string(),
});

export const webhookReceivedSchema = z.object({ received: z.literal(true) });

export const sandboxCheckoutViewSchema = z.object({
  id: z.string(),
  planType,
  billingInterval,
  amountCents: z.number(),
  currency: z.literal("usd"),
  trialDays: z.number(),
  email: z.string().nullable(),
  status: z.enum(["open", "complete", "expired"]),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export const sandboxPaidSchema = z.object({ redirectUrl: z.string() });

export const sandboxPortalViewSchema = z.object({
  subscription: z.object({
    planType: planType.nullable(),
    billingInterval: billingInterval.nullable(),
    status: z.enum(BILLING_STATUSES),
    cancelAtPeriodEnd: z.boolean(),
    currentPeriodEnd: z.string().nullable(),
    trialEnd: z.string().nullable(),
    amountCents: z.number().nullable(),
    currency: z.string(),
    addons: z.array(planType),
    addonsEnding: z.array(planType),
  }),
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  invoices: z.array(
    z.object({ id: z.string(), createdAt: z.string(), amountCents: z.number(), currency: z.string(), status: z.string(), description: z.string() }),
  ),
  plans: z.array(z.object({ planType, billingInterval, amountCents: z.number() })),
});

// The interfaces stay the names screens use; these lines fail to compile if a schema drifts from them.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>() => undefined as unknown as T;
agree<Same<z.infer<typeof billingSubscriptionSchema>, BillingSubscriptionResponse>>();
agree<Same<z.infer<typeof checkoutResultSchema>, CheckoutResultResponse>>();
agree<Same<z.infer<typeof switchQuoteSchema>, SwitchQuote>>();
agree<Same<z.infer<typeof sandboxCheckoutViewSchema>, SandboxCheckoutView>>();
agree<Same<z.infer<typeof sandboxPortalViewSchema>, SandboxPortalView>>();
