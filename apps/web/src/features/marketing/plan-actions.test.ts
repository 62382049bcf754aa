import { describe, expect, it } from "vitest";
import { PLAN_CARDS } from "@sierra/shared";
import { planCardAction } from "./plan-actions";

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
    expect(planCardAction(card("all_day"), viewer)).toEqual({ kind: "checkout", label: "Switch Plan" });
    expect(planCardAction(card("breakfast_addon"), viewer)).toEqual({ kind: "checkout", label: "Switch Plan" });
  });

  it("enables add-ons on an all_day plan", () => {
    const viewer = { signedIn: true, subscription: sub("all_day") };
    expect(planCardAction(card("lunch_addon"), viewer)).toEqual({ kind: "checkout", label: "Switch Plan" });
    expect(planCardAction(card("all_day"), viewer)).toEqual({ kind: "disabled", label: "Current Plan" });
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
