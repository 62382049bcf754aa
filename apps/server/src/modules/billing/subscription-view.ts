import { eq } from "drizzle-orm";
import {
  allowedMealTypes,
  planMeals,
  PLAN_TYPES,
  type BillingSubscriptionResponse,
  type CheckoutResultResponse,
  type MealType,
  type PlanType,
} from "@sierra/shared";
import type { AppDeps } from "../../app-deps";
import { pendingAccounts, subscribers } from "../../db/schema";
import { toSubscription } from "../subscriptions/service";
import { billingSummary } from "./summary";
import { trialUsed } from "./checkout";

const PLAN_MEAL_TYPES = Object.fromEntries(PLAN_TYPES.map((p) => [p, planMeals(p)])) as Record<PlanType, MealType[]>;

/**
 * GET /api/billing/subscription: "what do I have", the one summary /subscription, the pricing
 * cards, the trial texts and the upgrade offers read. It comes from the subscribers row the
 * calendar and Sierra read too, so an admin's complimentary trial or plan counts everywhere.
 */
export async function subscriptionView(deps: AppDeps, me: { id: string; email: string }): Promise<BillingSubscriptionResponse> {
  const now = deps.now();
  const userId = me.id;
  const [[row], { summary }, used] = await Promise.all([
    deps.db.select().from(subscribers).where(eq(subscribers.userId, userId)),
    billingSummary(deps.db, userId),
    trialUsed(deps, me.email, userId),
  ]);
  const subscription = toSubscription(row, now);
  const complimentary = row?.source === "complimentary";
  const kind = subscription.trial_active ? "trial" : subscription.subscribed ? "plan" : "none";
  return {
    kind,
    trialUsed: used,
    planMealTypes: PLAN_MEAL_TYPES,
    subscription,
    status: complimentary && summary.base === null ? (subscription.subscribed ? "active" : subscription.trial_active ? "trialing" : "none") : summary.status,
    cancelAtPeriodEnd: summary.cancelAtPeriodEnd,
    currentPeriodEnd: summary.currentPeriodEnd?.toISOString() ?? null,
    addons: summary.addons,
    allowedMealTypes: allowedMealTypes(subscription),
    provider: deps.billing.kind,
    complimentary,
  };
}

/**
 * GET /api/billing/checkout-result: what the provider says happened to this checkout. The
 * session id is an unguessable secret, so its own guest checkout may show its e-mail; a session
 * nobody knows says only that.
 */
export async function checkoutResult(deps: AppDeps, sessionId: string, signedInUserId: string | null): Promise<CheckoutResultResponse> {
  const [known, [pending]] = await Promise.all([
    deps.billing.checkoutOutcome(sessionId),
    deps.db.select().from(pendingAccounts).where(eq(pendingAccounts.checkoutSessionId, sessionId)),
  ]);
  if (!known) return { outcome: "unknown", planType: null, found: false, email: null, accountCreated: false, signedIn: signedInUserId !== null };
  const base = { outcome: known.outcome, planType: known.planType, found: true };
  if (pending)
    return { ...base, email: pending.email, accountCreated: pending.processed, signedIn: signedInUserId !== null && signedInUserId === pending.userId };
  return { ...base, email: null, accountCreated: false, signedIn: signedInUserId !== null };
}
