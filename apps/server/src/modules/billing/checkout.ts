import { and, eq, or } from "drizzle-orm";
import {
  ADDON_TRIAL_MIN_MS,
  BILLING_ERRORS,
  TRIAL_DAYS,
  decideCheckout,
  isAddon,
  type CheckoutRefusal,
  type CheckoutRequest,
  type GuestCheckoutRequest,
} from "@sierra/shared";
import type { AppDeps } from "../../app-deps";
import type { SessionUser } from "../../http/context";
import { billingCustomers, pendingAccounts, trialClaims, user } from "../../db/schema";
import { AppError } from "../../http/errors";
import { normalizeEmail } from "./guest-account";
import { billingSummary } from "./summary";
import { liveBaseRow } from "./switch";

/** Has this person (account or e-mail, ever) had the free trial? */
export async function trialUsed(deps: AppDeps, email: string, userId: string | null): Promise<boolean> {
  const who = userId ? or(eq(trialClaims.email, normalizeEmail(email)), eq(trialClaims.userId, userId)) : eq(trialClaims.email, normalizeEmail(email));
  const [claim] = await deps.db.select({ email: trialClaims.email }).from(trialClaims).where(who).limit(1);
  return claim !== undefined;
}

export async function customerOf(deps: AppDeps, userId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, deps.billing.kind)));
  return row?.id ?? null;
}

/**
 * An add-on bought during the plan's trial trials with it (docs/decisions/051). Stripe takes a
 * trial end at least 48 h ahead; closer to the trial's end the add-on is charged now, and the
 * pricing card says so.
 */
function addonTrialEnd(decision: { trialEnd?: Date }, now: Date): { trialEnd: Date } | null {
  return decision.trialEnd && decision.trialEnd.getTime() - now.getTime() >= ADDON_TRIAL_MIN_MS ? { trialEnd: decision.trialEnd } : null;
}

const REFUSALS: Record<CheckoutRefusal, string> = {
  REQUIRES_DINNER_PLAN: BILLING_ERRORS.requiresDinnerPlan,
  INCLUDED_IN_ALL_DAY: BILLING_ERRORS.includedInAllDay,
  CURRENT_PLAN: BILLING_ERRORS.currentPlan,
};

/**
 * create-checkout-session. A base plan while another is live is a switch, done directly
 * (the provider prorates); the answer then points at /subscription?switched=1.
 */
export async function createCheckout(deps: AppDeps, me: SessionUser, input: CheckoutRequest & { withoutTrial?: boolean }): Promise<{ url: string }> {
  const { summary } = await billingSummary(deps.db, me.id);
  const decision = decideCheckout(summary, input.planType, input.billingInterval);
  if (decision.kind === "refused") throw new AppError(409, decision.code, REFUSALS[decision.code]);
  if (decision.kind === "switch") {
    const { base } = await liveBaseRow(deps, me.id);
    if (!base) throw new AppError(409, "CURRENT_PLAN", BILLING_ERRORS.currentPlan);
    await deps.billing.switchPlan(base.id, input.planType, input.billingInterval);
    return { url: "/subscription?switched=1" };
  }
  let trialDays = 0;
  if (decision.trial) {
    if (await trialUsed(deps, me.email, me.id)) {
      if (!input.withoutTrial) throw new AppError(409, "TRIAL_ALREADY_USED", BILLING_ERRORS.trialAlreadyUsed);
    } else trialDays = TRIAL_DAYS;
  }
  const { url } = await deps.billing.createCheckout({
    planType: input.planType,
    billingInterval: input.billingInterval,
    trialDays,
    ...(addonTrialEnd(decision, deps.now()) ?? {}),
    userId: me.id,
    customerId: await customerOf(deps, me.id),
    email: me.email,
  });
  return { url };
}

/** create-guest-checkout: no account yet; an e-mail that has one must log in instead. */
export async function createGuestCheckout(deps: AppDeps, input: GuestCheckoutRequest): Promise<{ url: string; sessionId: string }> {
  const email = normalizeEmail(input.email);
  const [existing] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) throw new AppError(409, "ACCOUNT_EXISTS", BILLING_ERRORS.accountExists);
  if (isAddon(input.planType)) throw new AppError(409, "REQUIRES_DINNER_PLAN", BILLING_ERRORS.requiresDinnerPlan);
  if (await trialUsed(deps, email, null)) throw new AppError(409, "TRIAL_ALREADY_USED", BILLING_ERRORS.trialAlreadyUsed);
  const { preferences, ...checkout } = input;
  const { id, url } = await deps.billing.createCheckout({ ...checkout, email, trialDays: TRIAL_DAYS, userId: null, customerId: null });
  // The pending account exists from here on, keyed by the checkout: its e-mail, names and the
  // onboarding preferences wait for the payment (docs/decisions/033-onboarding.md).
  await deps.db
    .insert(pendingAccounts)
    .values({ checkoutSessionId: id, email, firstName: input.firstName || null, lastName: input.lastName || null, preferences: preferences ?? null });
  // Onboarding asks checkout-result for this session before it says "You're all set".
  return { url, sessionId: id };
}
