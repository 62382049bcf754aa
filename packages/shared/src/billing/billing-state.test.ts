import { describe, expect, it } from "vitest";
import { decideCheckout, priceCents, summarizeBilling, type BillingSubscriptionRecord } from "./billing-state";
import { allowedMealTypes, deriveSubscription } from "./subscription";

const now = new Date("2026-11-21T12:00:00Z");
const day = 86_400_000;
const sub = (over: Partial<BillingSubscriptionRecord>): BillingSubscriptionRecord => ({
  planType: "dinner",
  billingInterval: "12_months",
  status: "active",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: new Date(now.getTime() + 30 * day),
  trialEnd: null,
  ...over,
});
const meals = (subs: BillingSubscriptionRecord[]) => allowedMealTypes(deriveSubscription(summarizeBilling(subs).record, now));

describe("prices table (spec section 9)", () => {
  it.each([
    ["dinner", "3_months", 2999],
    ["dinner", "12_months", 9998],
    ["breakfast_addon", "3_months", 499],
    ["breakfast_addon", "12_months", 1698],
    ["lunch_addon", "3_months", 599],
    ["lunch_addon", "12_months", 1998],
    ["all_day", "3_months", 3599],
    ["all_day", "12_months", 11998],
  ] as const)("%s %s costs %i cents", (plan, interval, cents) => {
    expect(priceCents(plan, interval)).toBe(cents);
  });
});

describe("subscription state machine", () => {
  const trialEnd = new Date(now.getTime() + 14 * day);
  it.each([
    ["nothing yet", [], "none", []],
    ["trialing dinner", [sub({ status: "trialing", trialEnd, currentPeriodEnd: trialEnd })], "trialing", ["dinner"]],
    ["active dinner", [sub({})], "active", ["dinner"]],
    ["past_due keeps access (grace)", [sub({ status: "past_due" })], "past_due", ["dinner"]],
    ["canceled falls back to none", [sub({ status: "canceled" })], "canceled", []],
    ["trialing all_day", [sub({ planType: "all_day", status: "trialing", trialEnd })], "trialing", ["breakfast", "lunch", "dinner", "snack"]],
    ["dinner + lunch add-on", [sub({}), sub({ planType: "lunch_addon" })], "active", ["lunch", "dinner"]],
    ["ended base ends the add-on", [sub({ status: "canceled" }), sub({ planType: "lunch_addon" })], "canceled", []],
    ["add-on alone gives nothing", [sub({ planType: "breakfast_addon" })], "none", []],
  ] as const)("%s", (_label, subs, status, expected) => {
    expect(summarizeBilling(subs).status).toBe(status);
    expect(meals([...subs])).toEqual(expected);
  });

  it("a trial shows trial_end until it converts; cancel at period end sets the end date", () => {
    const trialing = summarizeBilling([sub({ status: "trialing", trialEnd })]);
    expect(deriveSubscription(trialing.record, now)).toMatchObject({ subscribed: true, trial_active: true, subscription_end: null });
    const active = summarizeBilling([sub({ trialEnd })]);
    expect(active.record.trialEnd).toBeNull();
    const canceling = summarizeBilling([sub({ cancelAtPeriodEnd: true })]);
    expect(canceling.record.subscriptionEnd).toEqual(canceling.currentPeriodEnd);
    // After the period the summary no longer counts even before the deletion event arrives.
    expect(deriveSubscription(canceling.record, new Date(now.getTime() + 31 * day)).subscribed).toBe(false);
  });
});

describe("decideCheckout", () => {
  const none = summarizeBilling([]);
  const dinner = summarizeBilling([sub({})]);
  it("needs a live base plan for an add-on", () => {
    expect(decideCheckout(none, "breakfast_addon", "12_months")).toEqual({ kind: "refused", code: "REQUIRES_DINNER_PLAN" });
    expect(decideCheckout(summarizeBilling([sub({ status: "canceled" })]), "lunch_addon", "12_months")).toEqual({
      kind: "refused",
      code: "REQUIRES_DINNER_PLAN",
    });
    expect(decideCheckout(dinner, "lunch_addon", "12_months")).toEqual({ kind: "new", trial: false });
  });
  it("refuses the current plan and switches between base plans", () => {
    expect(decideCheckout(none, "dinner", "12_months")).toEqual({ kind: "new", trial: true });
    expect(decideCheckout(dinner, "dinner", "12_months")).toEqual({ kind: "refused", code: "CURRENT_PLAN" });
    expect(decideCheckout(dinner, "dinner", "3_months")).toEqual({ kind: "switch" });
    expect(decideCheckout(dinner, "all_day", "12_months")).toEqual({ kind: "switch" });
    expect(decideCheckout(summarizeBilling([sub({}), sub({ planType: "lunch_addon" })]), "lunch_addon", "3_months")).toEqual({
      kind: "refused",
      code: "CURRENT_PLAN",
    });
  });
});
