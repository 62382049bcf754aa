import { ADDON_TRIAL_MIN_MS, BILLING_LABELS, CARD_CHECKOUT_INTERVAL, formatCents, TRIAL_DAYS, type PlanCard } from "@sierra/shared";

/** The parts of the signed-in user's subscription that decide a plan card's button. */
export interface ViewerSubscription {
  subscribed: boolean;
  plan_type: string | null;
  trial_active: boolean;
  /** Paid add-ons on the base plan, when the server reports them. */
  addons?: readonly string[];
}

export const SUBSCRIBE_LABEL = "Subscribe";
export const INCLUDED_IN_ALL_DAY = "Included in All Day";

export type PlanCardAction =
  /** Signed-out visitor: the button links to registration. */
  | { kind: "register"; label: string }
  /** Signed-in user: the button would start checkout for this plan (withoutTrial: the trial is used, paid today). */
  | { kind: "checkout"; label: string; withoutTrial?: true }
  /** Signed-in user with a base plan: the button opens the switch dialog, which quotes first. */
  | { kind: "switch"; label: string }
  | { kind: "disabled"; label: string };

export const START_TRIAL_LABEL = `Start ${TRIAL_DAYS}-Day Free Trial`;

/** The plan the user holds right now: a plan type on a live subscription or trial. */
export function currentPlanType(sub: ViewerSubscription | null | undefined): string | null {
  if (!sub || !sub.plan_type) return null;
  return sub.subscribed || sub.trial_active ? sub.plan_type : null;
}

/**
 * Button rules of the pricing cards (accounts spec section 4):
 * the current plan is disabled as 'Current Plan'; add-ons need an active
 * dinner or all_day plan, else 'Requires Dinner Plan'; otherwise 'Switch Plan'
 * when the user already has a plan, 'Start 14-Day Free Trial' when not.
 */
export function planCardAction(
  card: Pick<PlanCard, "type" | "addOn">,
  viewer: { signedIn: boolean; subscription?: ViewerSubscription | null; trialUsed?: boolean },
): PlanCardAction {
  const current = viewer.signedIn ? currentPlanType(viewer.subscription) : null;
  if (current === card.type) return { kind: "disabled", label: "Current Plan" };
  if (current && viewer.subscription?.addons?.includes(card.type)) return { kind: "disabled", label: "Current Plan" };
  if (card.addOn) {
    // All Day plans breakfast and lunch already: selling the add-on would bill for nothing (docs/decisions/051).
    if (current === "all_day") return { kind: "disabled", label: INCLUDED_IN_ALL_DAY };
    if (current !== "dinner") return { kind: "disabled", label: "Requires Dinner Plan" };
  }
  if (!viewer.signedIn) return { kind: "register", label: START_TRIAL_LABEL };
  const alreadySubscribed = Boolean(viewer.subscription?.subscribed) || current !== null;
  if (alreadySubscribed) return card.addOn ? { kind: "checkout", label: "Switch Plan" } : { kind: "switch", label: "Switch Plan" };
  // A used trial cannot start again: the card subscribes, paid today.
  return viewer.trialUsed ? { kind: "checkout", label: SUBSCRIBE_LABEL, withoutTrial: true } : { kind: "checkout", label: START_TRIAL_LABEL };
}

/**
 * An add-on bought during the plan's trial trials with it; within the trial's last 48 hours it
 * is charged now (docs/decisions/051). The card says which, before the click.
 */
export function addonTrialNote(
  card: Pick<PlanCard, "addOn" | "prices">,
  action: PlanCardAction,
  billing: { status: string; currentPeriodEnd: string | null } | null | undefined,
  now: Date,
): string | null {
  if (!card.addOn || action.kind !== "checkout" || billing?.status !== "trialing" || !billing.currentPeriodEnd) return null;
  const price = `${formatCents(card.prices[CARD_CHECKOUT_INTERVAL])} for ${BILLING_LABELS[CARD_CHECKOUT_INTERVAL]}`;
  const trialEnd = new Date(billing.currentPeriodEnd);
  if (trialEnd.getTime() - now.getTime() < ADDON_TRIAL_MIN_MS) return `Charged today: ${price}. Your free trial ends within 2 days.`;
  const date = trialEnd.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
  return `Free during your trial: nothing is charged until ${date}, then ${price}.`;
}
