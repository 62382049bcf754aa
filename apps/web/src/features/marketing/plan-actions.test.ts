import { describe, expect, it } from "vitest";
import { PLAN_CARDS } from "@sierra/shared";
import { addonTrialNote, planCardAction } from "./plan-actions";

const card = (type: string) => PLAN_CARDS.find((c) => c.type === type)!;
const sub = (plan_type: string | null, subscribed = true, trial_active = false) => ({ plan_type, subscribed, trial_active });

describe("planCardAction", () => {
  it("sends signed-out visitors to registration for base plans and blocks add-ons", () => {
    expect(planCardAction(card("dinner"), { signedIn: false })).toEqual({ kind: "register", label: "Start 14-Day Free Trial" });
    expect(planCardAction(card("all_day"), { signedIn: false })).toEqual({ kind: "register", label: "Start 14-Day Free Trial" });
    expect(planCardAction(card("breakfast_addon"), { signedIn: false })).toEqual({ kind: "disabled", label: "Requires Dinner Plan" });
    expect(planCardAction(card("lunch_addon"), { signedIn: false })).toEqual({ kind: "disabled", label: "Requires Dinner Plan" });
  });

  it("offers a trial to a signed-in user without a plan", () => {
    const viewer = { signedIn: true, subscription: sub(null, false) };
    expect(planCardAction(card("dinner"), viewer)).toEqual({ kind: "checkout", label: "Start 14-Day Free Trial" });
    expect(planCardAction(card("lunch_addon"), viewer)).toEqual({ kind: "disabled", label: "Requires Dinner Plan" });
  });

  it("marks the current plan and offers switching elsewhere", () => {
    const viewer = { signedIn: true, subscription: sub("dinner") };
    expect(planCardAction(card("dinner"), viewer)).toEqual({ kind: "disabled", label: "Current Plan" });
    expect(planCardAction(card("all_day"), viewer)).toEqual({ kind: "switch", label: "Switch Plan" });
    expect(planCardAction(card("breakfast_addon"), viewer)).toEqual({ kind: "checkout", label: "Switch Plan" });
  });

  it("says add-ons are included in All Day instead of selling them", () => {
    const viewer = { signedIn: true, subscription: sub("all_day") };
    expect(planCardAction(card("lunch_addon"), viewer)).toEqual({ kind: "disabled", label: "Included in All Day" });
    expect(planCardAction(card("breakfast_addon"), viewer)).toEqual({ kind: "disabled", label: "Included in All Day" });
    expect(planCardAction(card("all_day"), viewer)).toEqual({ kind: "disabled", label: "Current Plan" });
  });

  it("offers Subscribe, without a trial, once the trial is used", () => {
    const viewer = { signedIn: true, subscription: sub("dinner", false, false), trialUsed: true };
    expect(planCardAction(card("dinner"), viewer)).toEqual({ kind: "checkout", label: "Subscribe", withoutTrial: true });
    expect(planCardAction(card("all_day"), viewer)).toEqual({ kind: "checkout", label: "Subscribe", withoutTrial: true });
    expect(planCardAction(card("lunch_addon"), viewer)).toEqual({ kind: "disabled", label: "Requires Dinner Plan" });
  });

  it("ignores a plan type whose subscription and trial have ended", () => {
    const viewer = { signedIn: true, subscription: sub("dinner", false, false) };
    expect(planCardAction(card("dinner"), viewer)).toEqual({ kind: "checkout", label: "Start 14-Day Free Trial" });
    expect(planCardAction(card("breakfast_addon"), viewer)).toEqual({ kind: "disabled", label: "Requires Dinner Plan" });
  });

  it("counts a plan held on an active trial", () => {
    const viewer = { signedIn: true, subscription: sub("dinner", false, true) };
    expect(planCardAction(card("dinner"), viewer)).toEqual({ kind: "disabled", label: "Current Plan" });
    expect(planCardAction(card("breakfast_addon"), viewer).kind).toBe("checkout");
  });

  it("marks an add-on held on the base plan as current", () => {
    const viewer = { signedIn: true, subscription: { ...sub("dinner"), addons: ["breakfast_addon"] } };
    expect(planCardAction(card("breakfast_addon"), viewer)).toEqual({ kind: "disabled", label: "Current Plan" });
    expect(planCardAction(card("lunch_addon"), viewer)).toEqual({ kind: "checkout", label: "Switch Plan" });
  });
});

describe("addonTrialNote (docs/decisions/051)", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  const trialing = (hoursLeft: number) => ({ status: "trialing", currentPeriodEnd: new Date(now.getTime() + hoursLeft * 3600_000).toISOString() });
  const buy = { kind: "checkout", label: "Switch Plan" } as const;

  it("says an add-on trials with the plan, and when it is first charged", () => {
    expect(addonTrialNote(card("breakfast_addon"), buy, trialing(24 * 10), now)).toBe(
      "Free during your trial: nothing is charged until December 11, 2026, then $16.98 for 12 Months.",
    );
  });
  it("says it is charged today in the trial's last 48 hours", () => {
    expect(addonTrialNote(card("lunch_addon"), buy, trialing(47), now)).toBe("Charged today: $19.98 for 12 Months. Your free trial ends within 2 days.");
  });
  it("says nothing outside a trial or on a base plan", () => {
    expect(addonTrialNote(card("lunch_addon"), buy, { status: "active", currentPeriodEnd: now.toISOString() }, now)).toBeNull();
    expect(addonTrialNote(card("dinner"), buy, trialing(100), now)).toBeNull();
    expect(addonTrialNote(card("lunch_addon"), { kind: "disabled", label: "Current Plan" }, trialing(100), now)).toBeNull();
  });
});
