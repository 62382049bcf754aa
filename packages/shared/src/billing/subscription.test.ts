import { describe, expect, it } from "vitest";
import { allowedMealTypes, deriveSubscription, type SubscriberRecord } from "./subscription";

const now = new Date("2026-11-21T12:00:00Z");
const row = (over: Partial<SubscriberRecord>): SubscriberRecord => ({
  subscribed: false,
  planType: null,
  billingInterval: null,
  trialEnd: null,
  subscriptionEnd: null,
  ...over,
});

describe("deriveSubscription", () => {
  it("is empty without a row", () => {
    expect(deriveSubscription(null, now)).toEqual({
      subscribed: false,
      plan_type: null,
      billing_interval: null,
      trial_active: false,
      trial_end: null,
      subscription_end: null,
    });
  });

  it.each([
    ["one second before trial_end", new Date(now.getTime() + 1000), true],
    ["exactly at trial_end", now, false],
    ["after trial_end", new Date(now.getTime() - 1000), false],
  ])("trial_active %s: %s", (_label, trialEnd, active) => {
    expect(deriveSubscription(row({ trialEnd }), now).trial_active).toBe(active);
  });

  it("keeps plan, interval and dates", () => {
    const end = new Date("2027-11-21T00:00:00Z");
    expect(deriveSubscription(row({ subscribed: true, planType: "dinner", billingInterval: "12_months", subscriptionEnd: end }), now)).toEqual({
      subscribed: true,
      plan_type: "dinner",
      billing_interval: "12_months",
      trial_active: false,
      trial_end: null,
      subscription_end: end.toISOString(),
    });
  });

  it("a plan past its end is no longer subscribed", () => {
    expect(deriveSubscription(row({ subscribed: true, planType: "dinner", subscriptionEnd: new Date(now.getTime() - 1) }), now).subscribed).toBe(false);
  });
});

describe("allowedMealTypes", () => {
  const future = new Date(now.getTime() + 86_400_000);
  it.each([
    ["no subscription, no trial", row({}), []],
    ["expired trial", row({ trialEnd: new Date(now.getTime() - 1) }), []],
    ["trial", row({ trialEnd: future }), ["dinner"]],
    ["dinner plan", row({ subscribed: true, planType: "dinner" }), ["dinner"]],
    ["all_day plan", row({ subscribed: true, planType: "all_day" }), ["breakfast", "lunch", "dinner", "snack"]],
    ["breakfast add-on", row({ subscribed: true, planType: "breakfast_addon" }), ["breakfast", "dinner"]],
    ["lunch add-on", row({ subscribed: true, planType: "lunch_addon" }), ["lunch", "dinner"]],
    ["plan flag off", row({ subscribed: false, planType: "all_day" }), []],
    [
      "ended all_day plan during a trial",
      row({ subscribed: true, planType: "all_day", subscriptionEnd: new Date(now.getTime() - 1), trialEnd: future }),
      ["dinner"],
    ],
  ] as const)("%s", (_label, record, expected) => {
    expect(allowedMealTypes(deriveSubscription(record, now))).toEqual(expected);
  });
});

describe("allowedMealTypes with billing add-ons", () => {
  const base = (planType: "dinner" | "all_day", addons: ("breakfast_addon" | "lunch_addon")[]) => row({ subscribed: true, planType, addons });
  it.each([
    ["dinner + breakfast", base("dinner", ["breakfast_addon"]), ["breakfast", "dinner"]],
    ["dinner + lunch", base("dinner", ["lunch_addon"]), ["lunch", "dinner"]],
    ["dinner + both", base("dinner", ["breakfast_addon", "lunch_addon"]), ["breakfast", "lunch", "dinner"]],
    ["all_day + breakfast adds nothing new", base("all_day", ["breakfast_addon"]), ["breakfast", "lunch", "dinner", "snack"]],
    [
      "ended base plan ends the add-ons",
      row({ subscribed: true, planType: "dinner", addons: ["lunch_addon"], subscriptionEnd: new Date(now.getTime() - 1) }),
      [],
    ],
    ["add-ons without a subscription", row({ subscribed: false, planType: "dinner", addons: ["lunch_addon"] }), []],
  ] as const)("%s", (_label, record, expected) => {
    expect(allowedMealTypes(deriveSubscription(record, now))).toEqual(expected);
  });

  it("reports add-ons only while the base plan counts", () => {
    expect(deriveSubscription(base("dinner", ["lunch_addon"]), now).addons).toEqual(["lunch_addon"]);
    expect(deriveSubscription(row({ planType: "dinner", addons: ["lunch_addon"] }), now).addons).toEqual([]);
  });
});
