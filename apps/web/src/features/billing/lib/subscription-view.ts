import type { BillingSubscription } from "../api/types";

/** Whether the subscription card shows a plan or 'No Active Subscription'. */
export function hasActivePlan(data: BillingSubscription): boolean {
  // The server's summary counts complimentary trials and plans too (a granted trial has no plan type).
  if (data.kind !== "none") return true;
  const { subscription, status } = data;
  if (!subscription.plan_type) return false;
  return status === "trialing" || status === "active" || status === "past_due";
}

const MEAL_WORDS: Record<string, string> = { breakfast: "breakfast", lunch: "lunch", dinner: "dinners", snack: "snacks" };

/** "breakfast, lunch, dinners and snacks": what the plan or trial lets the customer plan. */
export function mealsText(meals: readonly string[]): string {
  const words = meals.map((m) => MEAL_WORDS[m] ?? m);
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
}

/** The date the next charge happens: the end of the trial while trialing, else of the period. */
export function nextBillingDate(data: BillingSubscription): string | null {
  if (data.cancelAtPeriodEnd || data.complimentary) return null;
  if (data.subscription.trial_active && data.subscription.trial_end) return data.subscription.trial_end;
  return data.currentPeriodEnd ?? data.subscription.subscription_end;
}

export const STATUS_LABELS: Record<BillingSubscription["status"], string> = {
  none: "No plan",
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment due",
  canceled: "Cancelled",
};
