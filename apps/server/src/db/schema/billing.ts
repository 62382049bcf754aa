import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { OnboardingPreferences } from "@sierra/shared";
import { user } from "./auth";

const planCheck = (col: unknown) => sql`${col} in ('dinner', 'all_day', 'breakfast_addon', 'lunch_addon')`;
const intervalCheck = (col: unknown) => sql`${col} in ('3_months', '12_months')`;

/** Which provider customer belongs to which user (Stripe or sandbox ids). */
export const billingCustomers = pgTable("billing_customers", {
  customerId: text("customer_id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The app's copy of each provider subscription, written only by the webhook processor. */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
    planType: text("plan_type").notNull(),
    billingInterval: text("billing_interval").notNull(),
    status: text("status").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    amountCents: integer("amount_cents").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("billing_subscriptions_user_idx").on(t.userId),
    check("billing_subscriptions_plan_check", planCheck(t.planType)),
    check("billing_subscriptions_interval_check", intervalCheck(t.billingInterval)),
    check("billing_subscriptions_status_check", sql`${t.status} in ('incomplete', 'trialing', 'active', 'past_due', 'canceled')`),
  ],
);

/** Every webhook event once (provider event id), kept until processed; failures are retried. */
export const billingEvents = pgTable(
  "billing_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    providerCreated: integer("provider_created").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [
    index("billing_events_unprocessed_idx")
      .on(t.receivedAt)
      .where(sql`${t.processedAt} is null`),
  ],
);

/** Paid and failed invoices: the admin's revenue and a user's billing history. */
export const billingInvoices = pgTable(
  "billing_invoices",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id"),
    planType: text("plan_type"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("billing_invoices_user_idx").on(t.userId), check("billing_invoices_status_check", sql`${t.status} in ('paid', 'failed')`)],
);

/** One free trial per person: the normalized e-mail can claim it once, ever. */
export const trialClaims = pgTable(
  "trial_claims",
  {
    email: text("email").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("trial_claims_email_normalized_check", sql`${t.email} = lower(trim(${t.email}))`)],
);

/** Guest checkouts awaiting (or past) their account (spec: pending account record). */
export const pendingAccounts = pgTable(
  "pending_accounts",
  {
    checkoutSessionId: text("checkout_session_id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    // The six onboarding preference values, applied once when the account is linked.
    preferences: jsonb("preferences").$type<OnboardingPreferences>(),
    processed: boolean("processed").notNull().default(false),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pending_accounts_email_idx").on(t.email)],
);

/** The sandbox provider's own records: checkout sessions, customers and subscriptions. */
export const sandboxCheckouts = pgTable(
  "sandbox_checkouts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    planType: text("plan_type").notNull(),
    billingInterval: text("billing_interval").notNull(),
    amountCents: integer("amount_cents").notNull(),
    // Which price table row was sold (standard or onboarding), carried into the subscription.
    offer: text("offer").notNull().default("standard"),
    trialDays: integer("trial_days").notNull().default(0),
    // An add-on bought during its plan's trial trials to the plan's own trial end (docs/decisions/051).
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    status: text("status").notNull().default("open"),
    customerId: text("customer_id"),
    subscriptionId: text("subscription_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("sandbox_checkouts_status_check", sql`${t.status} in ('open', 'complete', 'expired')`),
    check("sandbox_checkouts_plan_check", planCheck(t.planType)),
    check("sandbox_checkouts_interval_check", intervalCheck(t.billingInterval)),
    check("sandbox_checkouts_offer_check", sql`${t.offer} in ('standard', 'onboarding')`),
  ],
);

export const sandboxCustomers = pgTable("sandbox_customers", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  portalToken: text("portal_token").notNull().unique(),
  cardBrand: text("card_brand").notNull(),
  cardLast4: text("card_last4").notNull(),
  failsAtRenewal: boolean("fails_at_renewal").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export const sandboxSubscriptions = pgTable(
  "sandbox_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: "cascade" }),
    planType: text("plan_type").notNull(),
    billingInterval: text("billing_interval").notNull(),
    status: text("status").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("sandbox_subscriptions_customer_idx").on(t.customerId),
    // A customer has one live subscription per plan.
    uniqueIndex("sandbox_subscriptions_live_plan_idx")
      .on(t.customerId, t.planType)
      .where(sql`${t.status} <> 'canceled'`),
  ],
);
