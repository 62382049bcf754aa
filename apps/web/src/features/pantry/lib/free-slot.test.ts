import { describe, expect, it } from "vitest";
import type { MealPlanResponse } from "@sierra/shared";
import { firstFreeSlot } from "./free-slot";

const meal = { id: "m", title: "Soup", recipe_title: "Soup", recipe_id: "r", image_url: null };
const plan = (over: Partial<MealPlanResponse>): MealPlanResponse => ({
  plan: { id: "p", user_id: "u", type: "monthly", start_date: "2026-11-01", end_date: "2026-11-30", created_at: "", updated_at: "" },
  range: { start: "2026-11-01", end: "2026-11-30" },
  slots: {},
  allowedMealTypes: ["dinner"],
  timeZone: "UTC",
  now: "2026-11-21T12:00:00Z",
  ...over,
});

describe("the first free slot", () => {
  it.each([
    ["tonight's dinner when it is free", {}, { date: "2026-11-21", mealType: "dinner" }],
    ["tomorrow when tonight is planned", { slots: { "2026-11-21": { dinner: meal } } }, { date: "2026-11-22", mealType: "dinner" }],
    ["tomorrow when tonight's dinner has closed (21:00)", { now: "2026-11-21T21:30:00Z" }, { date: "2026-11-22", mealType: "dinner" }],
    ["lunch before dinner is not preferred", { allowedMealTypes: ["lunch", "dinner"] as const }, { date: "2026-11-21", mealType: "dinner" }],
    [
      "lunch when dinner is taken",
      { allowedMealTypes: ["lunch", "dinner"] as const, slots: { "2026-11-21": { dinner: meal } } },
      { date: "2026-11-21", mealType: "lunch" },
    ],
    ["nothing without a subscription", { allowedMealTypes: [] }, null],
    ["nothing in a past month", { range: { start: "2026-10-01", end: "2026-10-31" } }, null],
  ])("%s", (_label, over, expected) => {
    expect(firstFreeSlot(plan(over as Partial<MealPlanResponse>))).toEqual(expected);
  });
});
