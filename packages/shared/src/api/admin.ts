import { z } from "zod";
import { BILLING_INTERVALS, PLAN_TYPES, type Subscription } from "../billing/subscription";

/** The derived subscription in the spec's field names (deriveSubscription). */
export const subscriptionSchema = z.object({
  subscribed: z.boolean(),
  plan_type: z.enum(PLAN_TYPES).nullable(),
  billing_interval: z.enum(BILLING_INTERVALS).nullable(),
  trial_active: z.boolean(),
  trial_end: z.string().nullable(),
  subscription_end: z.string().nullable(),
  addons: z.array(z.enum(PLAN_TYPES)).optional(),
});

/** The answers of /api/admin as schemas, for the OpenAPI document (docs/decisions/055). */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  subscribers: z.number(),
  activeTrials: z.number(),
  totalRevenue: z.number().meta({ description: "Cents actually collected." }),
  monthlyRecurringRevenue: z.number(),
  mrrByPlan: z.record(z.enum(PLAN_TYPES), z.number()),
  trialsActive: z.number(),
  trialsConverted: z.number(),
  pastDue: z.number(),
  billingEventsPending: z.number(),
  systemStatus: z.enum(["Active", "Degraded"]),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  role: z.string(),
  email_verified: z.boolean(),
  subscribed: z.boolean(),
  plan_type: z.enum(PLAN_TYPES).nullable(),
  trial_active: z.boolean(),
  trial_end: z.string().nullable(),
  subscription_end: z.string().nullable(),
  source: z.string(),
  community_author: z.object({ id: z.string(), suspended: z.boolean() }).nullable(),
});
export const adminUserPageSchema = z.object({ total: z.number(), page: z.number(), pageSize: z.number(), users: z.array(adminUserSchema) });
export const adminUserQuerySchema = z.object({ search: z.string().trim().max(200).optional(), page: z.coerce.number().int().min(1).default(1) });

export const healthChecksSchema = z.object({
  checks: z.array(z.object({ name: z.string(), status: z.enum(["Operational", "Degraded", "Unavailable"]), detail: z.string(), latencyMs: z.number() })),
});

/** One user's billing records as stored, newest first. */
export const billingHistorySchema = z.object({
  subscriptions: z.array(
    z.object({
      id: z.string(),
      userId: z.string(),
      provider: z.string(),
      customerId: z.string(),
      planType: z.string(),
      billingInterval: z.string(),
      status: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      currentPeriodEnd: z.string().nullable(),
      trialEnd: z.string().nullable(),
      amountCents: z.number(),
      updatedAt: z.string(),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      userId: z.string(),
      subscriptionId: z.string().nullable(),
      planType: z.string().nullable(),
      amountCents: z.number(),
      currency: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const complimentaryGrantSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("trial"), days: z.number().int().min(1).max(365).default(14) }),
  z.object({ kind: z.literal("plan"), planType: z.enum(PLAN_TYPES), days: z.number().int().min(1).max(730).default(90) }),
  z.object({ kind: z.literal("revoke") }),
]);
export const complimentaryGrantedSchema = z.object({ subscription: subscriptionSchema });

/** A user in an admin path (any text: a user that does not exist is the route's 404). */
export const adminUserParamSchema = z.object({ id: z.string() });

// The interface stays the name screens use; this line fails to compile if the schema drifts from it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>() => undefined as unknown as T;
agree<Same<z.infer<typeof subscriptionSchema>, Subscription>>();
