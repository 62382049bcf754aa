import { TRIAL_DAYS, type PlanCard } from "@sierra/shared";

/** The parts of the signed-in user's subscription that decide a plan card's button. */
export interface ViewerSubscription {
  subscribed: boolean;
  plan_type: string | null;
  trial_active: boolean;
  /** Paid add-ons on the base plan, when the server reports them. */
  addons?: readonly string[];
}

export type PlanCardAction =
  /** Signed-out visitor: the button links to registration. */
  | { kind: "register"; label: string }
  /** Signed-in user: the button would start checkout for this plan. */
  | { kind: "checkout"; label: string }
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
  viewer: { signedIn: boolean; subscription?: ViewerSubscription | null },
): PlanCardAction {
  const current = viewer.signedIn ? currentPlanType(viewer.subscription) : null;
  if (current === card.type) return { kind: "disabled", label: "Current Plan" };
  if (current && viewer.subscription?.addons?.includes(card.type)) return { kind: "disabled", label: "Current Plan" };
  if (card.addOn) {
    const hasDinnerBase = current === "dinner" || current === "all_day";
    if (!hasDinnerBase) return { kind: "disabled", label: "Requires Dinner Plan" };
  }
  if (!viewer.signedIn) return { kind: "register", label: START_TRIAL_LABEL };
  const alreadySubscribed = Boolean(viewer.subscription?.subscribed) || current !== null;
  return { kind: "checkout", label: alreadySubscribed ? "Switch Plan" : START_TRIAL_LABEL };
}
