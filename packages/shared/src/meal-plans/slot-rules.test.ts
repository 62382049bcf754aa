import { describe, expect, it } from "vitest";
import type { MealType } from "../billing/subscription";
import { addMonths, zonedNow } from "./dates";
import { isDimmed, selectableRange, slotState } from "./slot-rules";
import { dashboardWeek, planTypeToSave, readPlanType, viewRange } from "./views";

const ALL: MealType[] = ["breakfast", "lunch", "dinner", "snack"];
/** 2026-11-21 at the given UTC hour and minute. */
const at = (utc: string) => new Date(`2026-11-21T${utc}:00Z`);

describe("today's cut-offs in the user's time zone", () => {
  // New York is UTC-5 in November, Tokyo UTC+9, Kolkata UTC+5:30.
  it.each([
    ["America/New_York", "15:59", "breakfast", "open"], // 10:59 local
    ["America/New_York", "16:00", "breakfast", "not_available"], // 11:00 local
    ["America/New_York", "18:59", "lunch", "open"], // 13:59
    ["America/New_York", "19:00", "lunch", "not_available"], // 14:00
    ["America/New_York", "01:59", "dinner", "open"], // 2026-11-20 20:59 local: that is yesterday there, see below
    ["Asia/Tokyo", "11:59", "dinner", "open"], // 20:59 in Tokyo on the 21st
    ["Asia/Tokyo", "12:00", "dinner", "not_available"], // 21:00
    ["Asia/Tokyo", "14:59", "snack", "open"], // 23:59, snack never closes
    ["Asia/Kolkata", "05:29", "breakfast", "open"], // 10:59
    ["Asia/Kolkata", "05:30", "breakfast", "not_available"], // 11:00
  ] as const)("%s at %sZ, %s: %s", (timeZone, utc, mealType, expected) => {
    const now = at(utc);
    const today = zonedNow(now, timeZone).date;
    expect(slotState({ date: today, mealType, allowed: ALL, hasMeal: false, now, timeZone })).toBe(expected);
  });

  it("the same instant is a different 'today' in different zones", () => {
    const now = at("02:00");
    expect(zonedNow(now, "America/Los_Angeles").date).toBe("2026-11-20");
    expect(zonedNow(now, "Europe/London").date).toBe("2026-11-21");
  });
});

describe("slot display precedence", () => {
  const now = at("12:00");
  const timeZone = "Europe/London";
  const base = { now, timeZone, allowed: ["dinner"] as MealType[], hasMeal: false };
  it.each([
    ["a type outside the subscription asks to upgrade, even with a meal", { date: "2026-11-25", mealType: "breakfast", hasMeal: true }, "upgrade"],
    ["a planned meal shows, past or future", { date: "2026-10-01", mealType: "dinner", hasMeal: true }, "planned"],
    ["an empty past slot", { date: "2026-11-20", mealType: "dinner" }, "no_meal_planned"],
    ["an empty slot beyond a month ahead", { date: "2026-12-22", mealType: "dinner" }, "plan_closer"],
    ["the last selectable day is open", { date: "2026-12-21", mealType: "dinner" }, "open"],
    ["today before the dinner cut-off", { date: "2026-11-21", mealType: "dinner" }, "open"],
  ] as const)("%s", (_label, args, expected) => {
    expect(slotState({ ...base, ...args })).toBe(expected);
  });
});

describe("ranges", () => {
  it("selectable from 6 months back to 1 month ahead", () => {
    expect(selectableRange({ now: at("12:00"), timeZone: "UTC" })).toEqual({ today: "2026-11-21", min: "2026-05-21", max: "2026-12-21" });
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
  });
  it("dims slots more than 30 days ahead", () => {
    const clock = { now: at("12:00"), timeZone: "UTC" };
    expect([isDimmed("2026-12-21", clock), isDimmed("2026-12-22", clock)]).toEqual([false, true]);
  });
  it("weeks start on Monday for plans and Sunday for the dashboard", () => {
    expect(viewRange("weekly", "2026-11-21")).toEqual({ start: "2026-11-16", end: "2026-11-22" });
    expect(viewRange("weekly", "2026-11-23")).toEqual({ start: "2026-11-23", end: "2026-11-29" });
    expect(viewRange("monthly", "2026-02-10")).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(viewRange("daily", "2026-11-21")).toEqual({ start: "2026-11-21", end: "2026-11-21" });
    expect(dashboardWeek("2026-11-21")).toEqual({ start: "2026-11-15", end: "2026-11-21" });
  });
  it("normalises plan types", () => {
    expect([readPlanType("event"), readPlanType("daily"), readPlanType("monthly"), planTypeToSave("daily"), planTypeToSave("monthly")]).toEqual([
      "monthly",
      "weekly",
      "monthly",
      "weekly",
      "monthly",
    ]);
  });
});
