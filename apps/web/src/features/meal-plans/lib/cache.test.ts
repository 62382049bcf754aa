import { describe, expect, it } from "vitest";
import type { MealPlanResponse } from "@sierra/shared";
import { withoutRange, withSlot } from "./cache";

const meal = { id: "m", title: "Stew", recipe_title: "Stew", recipe_id: null, image_url: null };
const data = {
  range: { start: "2026-11-16", end: "2026-11-22" },
  slots: { "2026-11-17": { dinner: meal }, "2026-11-30": { lunch: meal } },
} as unknown as MealPlanResponse;

describe("cached plan updates", () => {
  it("sets and empties a slot inside the range, and leaves other plans alone", () => {
    expect(withSlot(data, "2026-11-18", "lunch", meal)?.slots["2026-11-18"]).toEqual({ lunch: meal });
    expect(withSlot(data, "2026-11-17", "dinner", null)?.slots["2026-11-17"]).toEqual({});
    expect(withSlot(data, "2026-12-01", "lunch", meal)).toBe(data);
    expect(withSlot(undefined, "2026-11-18", "lunch", meal)).toBeUndefined();
    expect(data.slots["2026-11-17"]).toEqual({ dinner: meal }); // not mutated
  });
  it("drops a deleted plan's dates", () => {
    expect(Object.keys(withoutRange(data, "2026-11-01", "2026-11-20")!.slots)).toEqual(["2026-11-30"]);
  });
});
