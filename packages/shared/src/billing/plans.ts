import type { BillingInterval, PlanType } from "./subscription";

/** Pricing page plans (accounts spec section 9): prices in cents. */
export interface PlanCard {
  type: PlanType;
  name: string;
  prices: Record<BillingInterval, number>;
  addOn: boolean;
  badge?: "Popular" | "Best Value";
}

export const PLAN_CARDS: PlanCard[] = [
  { type: "dinner", name: "Dinner Plan", prices: { "3_months": 2999, "12_months": 9998 }, addOn: false, badge: "Best Value" },
  { type: "breakfast_addon", name: "Breakfast Add-on", prices: { "3_months": 499, "12_months": 1698 }, addOn: true },
  { type: "lunch_addon", name: "Lunch Add-on", prices: { "3_months": 599, "12_months": 1998 }, addOn: true },
  { type: "all_day", name: "All Day Plan", prices: { "3_months": 3599, "12_months": 11998 }, addOn: false, badge: "Best Value" },
];

export const BILLING_LABELS: Record<BillingInterval, string> = { "3_months": "3 Months", "12_months": "12 Months" };

/** Card checkout always uses 12_months (spec). */
export const CARD_CHECKOUT_INTERVAL: BillingInterval = "12_months";

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
