import { describe, expect, it } from "vitest";
import type { BillingSubscription } from "../api/types";
import { hasActivePlan, mealsText, nextBillingDate } from "./subscription-view";

const base: BillingSubscription = {
  subscription: { subscribed: false, plan_type: null, billing_interval: null, trial_active: false, trial_end: null, subscription_end: null },
  status: "none",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  addons: [],
  allowedMealTypes: [],
  provider: "sandbox",
  complimentary: false,
  kind: "none",
  trialUsed: false,
  planMealTypes: {
    dinner: ["dinner"],
    all_day: ["breakfast", "lunch", "dinner", "snack"],
    breakfast_addon: ["breakfast", "dinner"],
    lunch_addon: ["lunch", "dinner"],
  },
};
const trial: BillingSubscription = {
  ...base,
  kind: "trial",
  status: "trialing",
  currentPeriodEnd: "2026-12-07T00:00:00.000Z",
  subscription: { ...base.subscription, plan_type: "dinner", billing_interval: "12_months", trial_active: true, trial_end: "2026-12-07T00:00:00.000Z" },
};

describe("subscription card view", () => {
  it("shows no plan without one, and after cancellation", () => {
    expect(hasActivePlan(base)).toBe(false);
    expect(hasActivePlan({ ...trial, kind: "none", status: "canceled", subscription: { ...trial.subscription, trial_active: false } })).toBe(false);
  });

  it("shows a trial, an active plan and a past-due plan in its grace period", () => {
    expect(hasActivePlan(trial)).toBe(true);
    expect(hasActivePlan({ ...trial, status: "past_due", subscription: { ...trial.subscription, trial_active: false, subscribed: true } })).toBe(true);
  });

  it("shows an admin's complimentary trial, which has no plan type", () => {
    const granted = { ...base, kind: "trial" as const, status: "trialing" as const, complimentary: true, allowedMealTypes: ["dinner" as const] };
    expect(hasActivePlan({ ...granted, subscription: { ...base.subscription, trial_active: true, trial_end: "2026-12-07T00:00:00.000Z" } })).toBe(true);
  });

  it("words the trial's meals from the summary", () => {
    expect(mealsText(["dinner"])).toBe("dinners");
    expect(mealsText(["breakfast", "lunch", "dinner", "snack"])).toBe("breakfast, lunch, dinners and snacks");
  });

  it("bills next at the trial's end, the period's end, or never once cancelled", () => {
    expect(nextBillingDate(trial)).toBe("2026-12-07T00:00:00.000Z");
    const active = {
      ...trial,
      status: "active" as const,
      currentPeriodEnd: "2027-12-07T00:00:00.000Z",
      subscription: { ...trial.subscription, trial_active: false, subscribed: true },
    };
    expect(nextBillingDate(active)).toBe("2027-12-07T00:00:00.000Z");
    expect(nextBillingDate({ ...active, cancelAtPeriodEnd: true })).toBeNull();
  });
});
