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

/**
 * A price offer: the pricing page's standard prices, or onboarding's own dinner prices
 * (section 9: both readings stand). The offer travels with the checkout, so the server's
 * table, never the client, says what is charged.
 */
export const PRICE_OFFERS = ["standard", "onboarding"] as const;
export type PriceOffer = (typeof PRICE_OFFERS)[number];

export interface OnboardingPlanOption {
  interval: BillingInterval;
  monthlyCents: number;
  totalCents: number;
  billed: string;
  badges: readonly ("Save 30%" | "Best Value")[];
}

/** Onboarding plan choice (section 9): dinner only; 12 months preselected. */
export const ONBOARDING_PLAN_TYPE = "dinner" as const satisfies PlanType;
export const ONBOARDING_DEFAULT_INTERVAL: BillingInterval = "12_months";
export const ONBOARDING_PLAN_OPTIONS: readonly OnboardingPlanOption[] = [
  { interval: "3_months", monthlyCents: 999, totalCents: 2997, billed: "billed every 3 months", badges: [] },
  { interval: "12_months", monthlyCents: 699, totalCents: 8388, billed: "billed annually", badges: ["Save 30%", "Best Value"] },
];
export const ONBOARDING_INCLUDED = [
  "Daily dinner recipes",
  "Pantry integration",
  "Weekly shopping lists",
  "AI meal planning assistant",
  "14-day free trial",
] as const;
export const ONBOARDING_ADDONS_NOTE = "Breakfast and lunch can be added after signup";
