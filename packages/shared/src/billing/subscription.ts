export const PLAN_TYPES = ["dinner", "all_day", "breakfast_addon", "lunch_addon"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const BILLING_INTERVALS = ["3_months", "12_months"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const TRIAL_DAYS = 14;

export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** A subscribers row as stored (one per user). */
export interface SubscriberRecord {
  subscribed: boolean;
  planType: PlanType | null;
  billingInterval: BillingInterval | null;
  trialEnd: Date | null;
  subscriptionEnd: Date | null;
  /** Paid add-ons on top of a dinner or all_day plan (billing state; absent for older callers). */
  addons?: readonly PlanType[];
}

/** The derived subscription of the spec, in its field names. */
export interface Subscription {
  subscribed: boolean;
  plan_type: PlanType | null;
  billing_interval: BillingInterval | null;
  trial_active: boolean;
  trial_end: string | null;
  subscription_end: string | null;
  /** Active add-ons; present only when the caller knows them. */
  addons?: PlanType[];
}

export const BASE_PLANS = ["dinner", "all_day"] as const satisfies readonly PlanType[];
export const ADDON_PLANS = ["breakfast_addon", "lunch_addon"] as const satisfies readonly PlanType[];
export function isAddon(plan: PlanType): plan is (typeof ADDON_PLANS)[number] {
  return plan === "breakfast_addon" || plan === "lunch_addon";
}

export function deriveSubscription(row: SubscriberRecord | null | undefined, now: Date): Subscription {
  if (!row) {
    return { subscribed: false, plan_type: null, billing_interval: null, trial_active: false, trial_end: null, subscription_end: null };
  }
  // A paid or complimentary plan counts only until its end date, when it has one.
  const subscribed = row.subscribed && (row.subscriptionEnd === null || row.subscriptionEnd.getTime() > now.getTime());
  const sub: Subscription = {
    subscribed,
    plan_type: row.planType,
    billing_interval: row.billingInterval,
    trial_active: row.trialEnd !== null && row.trialEnd.getTime() > now.getTime(),
    trial_end: row.trialEnd?.toISOString() ?? null,
    subscription_end: row.subscriptionEnd?.toISOString() ?? null,
  };
  // Add-ons live and end with the base plan.
  if (row.addons !== undefined) sub.addons = subscribed ? [...row.addons] : [];
  return sub;
}

/**
 * Allowed meal types (spec section 4): none without subscription or trial;
 * dinner on trial and on the dinner plan; breakfast, lunch and dinner on all_day.
 * Our recorded additions (docs/decisions/003): snack belongs to the all_day plan;
 * an add-on plan adds its meal to dinner.
 */
export function allowedMealTypes(sub: Subscription): MealType[] {
  if (sub.subscribed) {
    const meals = new Set<MealType>(planMeals(sub.plan_type));
    // Billing add-ons extend a base plan only (they need dinner or all_day).
    if (sub.plan_type === "dinner" || sub.plan_type === "all_day") {
      for (const addon of sub.addons ?? []) planMeals(addon).forEach((m) => meals.add(m));
    }
    if (meals.size > 0) return MEAL_TYPES.filter((m) => meals.has(m));
  }
  if (sub.trial_active) return ["dinner"];
  return [];
}

/** The meal types one plan gives on its own (an add-on: its meal beside dinner). */
export function planMeals(plan: PlanType | null): MealType[] {
  switch (plan) {
    case "all_day":
      return ["breakfast", "lunch", "dinner", "snack"];
    case "breakfast_addon":
      return ["breakfast", "dinner"];
    case "lunch_addon":
      return ["lunch", "dinner"];
    case "dinner":
      return ["dinner"];
    default:
      return [];
  }
}
