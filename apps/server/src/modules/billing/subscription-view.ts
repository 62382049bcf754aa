import { eq } from "drizzle-orm";
import { allowedMealTypes, type BillingSubscriptionResponse, type CheckoutResultResponse } from "@sierra/shared";
import type { AppDeps } from "../../app-deps";
import { pendingAccounts, sandboxCheckouts, subscribers } from "../../db/schema";
import { toSubscription } from "../subscriptions/service";
import { billingSummary } from "./summary";

/** GET /api/billing/subscription: the signed-in user's own state, for the card and the past-due banner. */
export async function subscriptionView(deps: AppDeps, userId: string): Promise<BillingSubscriptionResponse> {
  const now = deps.now();
  const [[row], { summary }] = await Promise.all([deps.db.select().from(subscribers).where(eq(subscribers.userId, userId)), billingSummary(deps.db, userId)]);
  const subscription = toSubscription(row, now);
  const complimentary = row?.source === "complimentary";
  return {
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
 * GET /api/billing/checkout-result: the session id is an unguessable secret, so its own guest
 * checkout may show its e-mail; anything else learns only whether it was found.
 */
export async function checkoutResult(deps: AppDeps, sessionId: string, signedInUserId: string | null): Promise<CheckoutResultResponse> {
  const [pending] = await deps.db.select().from(pendingAccounts).where(eq(pendingAccounts.checkoutSessionId, sessionId));
  if (pending)
    return { found: true, email: pending.email, accountCreated: pending.processed, signedIn: signedInUserId !== null && signedInUserId === pending.userId };
  if (deps.billing.kind === "sandbox") {
    const [checkout] = await deps.db.select({ userId: sandboxCheckouts.userId }).from(sandboxCheckouts).where(eq(sandboxCheckouts.id, sessionId));
    if (checkout?.userId) return { found: true, email: null, accountCreated: false, signedIn: signedInUserId === checkout.userId };
  }
  return { found: false, email: null, accountCreated: false, signedIn: signedInUserId !== null };
}
