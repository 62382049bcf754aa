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
}

/** The derived subscription of the spec, in its field names. */
export interface Subscription {
  subscribed: boolean;
  plan_type: PlanType | null;
  billing_interval: BillingInterval | null;
  trial_active: boolean;
  trial_end: string | null;
  subscription_end: string | null;
}

export function deriveSubscription(row: SubscriberRecord | null | undefined, now: Date): Subscription {
  if (!row) {
    return { subscribed: false, plan_type: null, billing_interval: null, trial_active: false, trial_end: null, subscription_end: null };
  }
  // A paid or complimentary plan counts only until its end date, when it has one.
  const subscribed = row.subscribed && (row.subscriptionEnd === null || row.subscriptionEnd.getTime() > now.getTime());
  return {
    subscribed,
    plan_type: row.planType,
    billing_interval: row.billingInterval,
    trial_active: row.trialEnd !== null && row.trialEnd.getTime() > now.getTime(),
    trial_end: row.trialEnd?.toISOString() ?? null,
    subscription_end: row.subscriptionEnd?.toISOString() ?? null,
  };
}

/**
 * Allowed meal types (spec section 4): none without subscription or trial;
 * dinner on trial and on the dinner plan; breakfast, lunch and dinner on all_day.
 * Our recorded additions (docs/decisions/003): snack belongs to the all_day plan;
 * an add-on plan adds its meal to dinner.
 */
export function allowedMealTypes(sub: Subscription): MealType[] {
  if (sub.subscribed) {
    switch (sub.plan_type) {
      case "all_day":
        return ["breakfast", "lunch", "dinner", "snack"];
      case "breakfast_addon":
        return ["breakfast", "dinner"];
      case "lunch_addon":
        return ["lunch", "dinner"];
      case "dinner":
        return ["dinner"];
      default:
        break;
    }
  }
  if (sub.trial_active) return ["dinner"];
  return [];
}
