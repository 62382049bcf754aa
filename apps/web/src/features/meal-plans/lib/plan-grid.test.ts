import { describe, expect, it } from "vitest";
import type { Meal, MealPlanResponse, MealType } from "@sierra/shared";
import { buildDays, collapsedState, monthWeeks, visibleMealTypes } from "./plan-grid";

const meal = (title: string | null, recipe_title: string | null = null): Meal => ({
  id: "m1",
  title,
  recipe_title,
  recipe_id: "00000000-0000-4000-8000-000000000001",
  image_url: null,
});

function response(over: Partial<MealPlanResponse> = {}): MealPlanResponse {
  return {
    plan: { id: "p", user_id: "u", type: "monthly", start_date: "2026-11-01", end_date: "2026-11-30", created_at: "", updated_at: "" },
    range: { start: "2026-11-16", end: "2026-11-22" },
    slots: {},
    allowedMealTypes: ["breakfast", "lunch", "dinner"],
    timeZone: "America/New_York",
    now: "2026-11-18T17:00:00Z", // 12:00 in New York: breakfast is closed today, lunch and dinner open
    ...over,
  };
}

const stateOf = (days: ReturnType<typeof buildDays>, date: string, type: MealType) =>
  days.find((d) => d.date === date)!.slots.find((s) => s.mealType === type)!;

describe("visible meal types", () => {
  it("shows breakfast, lunch and dinner always and snack only when allowed", () => {
    expect(visibleMealTypes([])).toEqual(["breakfast", "lunch", "dinner"]);
    expect(visibleMealTypes(["dinner"])).toEqual(["breakfast", "lunch", "dinner"]);
    expect(visibleMealTypes(["breakfast", "lunch", "dinner", "snack"])).toEqual(["breakfast", "lunch", "dinner", "snack"]);
  });
});

describe("buildDays", () => {
  it("applies the server's clock and zone to every slot", () => {
    const days = buildDays(response({ slots: { "2026-11-17": { dinner: meal("Stew") } } }));
    expect(days.map((d) => d.date)).toEqual(["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"]);
    expect(days.find((d) => d.isToday)?.date).toBe("2026-11-18");
    expect(stateOf(days, "2026-11-17", "dinner")).toMatchObject({ state: "planned", writable: false });
    expect(stateOf(days, "2026-11-17", "lunch").state).toBe("no_meal_planned");
    expect(stateOf(days, "2026-11-18", "breakfast").state).toBe("not_available");
    expect(stateOf(days, "2026-11-18", "lunch")).toMatchObject({ state: "open", writable: true });
    expect(stateOf(days, "2026-11-19", "breakfast")).toMatchObject({ state: "open", writable: true, dimmed: false });
  });

  it("lets a planned future meal be replaced, asks to upgrade for types outside the plan", () => {
    const days = buildDays(response({ allowedMealTypes: ["dinner"], slots: { "2026-11-20": { dinner: meal(null, "Soup"), breakfast: meal("Eggs") } } }));
    expect(stateOf(days, "2026-11-20", "dinner")).toMatchObject({ state: "planned", writable: true });
    expect(stateOf(days, "2026-11-20", "breakfast")).toMatchObject({ state: "upgrade", writable: false });
    expect(days[0]!.slots.map((s) => s.mealType)).toEqual(["breakfast", "lunch", "dinner"]);
  });

  it("dims slots more than 30 days ahead and says 'plan closer' past the selectable month", () => {
    const days = buildDays(response({ range: { start: "2026-12-14", end: "2026-12-20" } }));
    expect(stateOf(days, "2026-12-18", "dinner")).toMatchObject({ state: "open", dimmed: false });
    expect(stateOf(days, "2026-12-19", "dinner")).toMatchObject({ state: "plan_closer", dimmed: true });
  });
});

describe("monthWeeks", () => {
  it("pads a month into Monday-first weeks", () => {
    const days = ["2026-11-01", "2026-11-02", "2026-11-30"].map((date) => ({ date }));
    const weeks = monthWeeks(days);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, { date: "2026-11-01" }]); // the 1st is a Sunday
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(monthWeeks([])).toEqual([]);
  });
});

describe("buildDays agrees with slotState and isDimmed slot by slot", () => {
  it.each(["America/New_York", "Asia/Tokyo", "Pacific/Auckland"])("over two months around the clock in %s", async (timeZone) => {
    const { eachDay: days, isDimmed: dimmed, slotState: state } = await import("@sierra/shared");
    const allowed: MealType[] = ["dinner", "lunch"];
    const slots = { "2026-11-18": { dinner: meal("A") }, "2026-12-30": { lunch: meal("B") }, "2026-11-02": { breakfast: meal("C") } };
    for (const now of ["2026-11-18T01:30:00Z", "2026-11-18T12:00:00Z", "2026-11-18T23:59:00Z"]) {
      const data = response({ range: { start: "2026-11-01", end: "2026-12-31" }, slots, allowedMealTypes: allowed, timeZone, now });
      const clock = { now: new Date(now), timeZone };
      const built = buildDays(data);
      expect(built.map((d) => d.date)).toEqual(days("2026-11-01", "2026-12-31"));
      for (const day of built) {
        for (const s of day.slots) {
          const hasMeal = s.meal !== null;
          expect([s.date, s.mealType, s.state, s.dimmed]).toEqual([
            day.date,
            s.mealType,
            state({ date: day.date, mealType: s.mealType, allowed, hasMeal, ...clock }),
            dimmed(day.date, clock),
          ]);
        }
      }
    }
  });
});

describe("collapsedState", () => {
  const day = (...states: string[]) =>
    ({ date: "2026-11-01", isToday: false, slots: states.map((state) => ({ state })) }) as unknown as Parameters<typeof collapsedState>[0];
  it("says a day's shared message once, and only when every slot says it", () => {
    expect(collapsedState(day("no_meal_planned", "no_meal_planned", "no_meal_planned"))).toBe("no_meal_planned");
    expect(collapsedState(day("plan_closer", "plan_closer"))).toBe("plan_closer");
    expect(collapsedState(day("no_meal_planned", "planned", "no_meal_planned"))).toBeNull();
    expect(collapsedState(day("upgrade", "upgrade", "no_meal_planned"))).toBeNull();
    expect(collapsedState(day("not_available", "not_available"))).toBeNull();
  });
});

describe("lockedMealTypes", () => {
  it("names the shown meal types a plan leaves out, in display order", async () => {
    const { lockedMealTypes } = await import("./plan-grid");
    expect(lockedMealTypes(["dinner"])).toEqual(["breakfast", "lunch"]);
    expect(lockedMealTypes(["breakfast", "lunch", "dinner"])).toEqual([]);
    expect(lockedMealTypes(["breakfast", "lunch", "dinner", "snack"])).toEqual([]);
    expect(lockedMealTypes([])).toEqual(["breakfast", "lunch", "dinner"]);
  });
});

describe("isDayDimmed", () => {
  it("is true for a day more than 30 days ahead, false for one within", async () => {
    const { isDayDimmed } = await import("./plan-grid");
    const days = buildDays(response({ range: { start: "2026-12-17", end: "2026-12-20" } }));
    expect(days.map((d) => [d.date, isDayDimmed(d)])).toEqual([
      ["2026-12-17", false],
      ["2026-12-18", false],
      ["2026-12-19", true],
      ["2026-12-20", true],
    ]);
  });
});

describe("groupDays", () => {
  it("merges runs of days with one shared message and keeps the others", async () => {
    const { groupDays } = await import("./plan-grid");
    const days = buildDays(response({ range: { start: "2026-11-14", end: "2026-12-22" }, slots: { "2026-11-16": { dinner: meal("Stew") } } }));
    const items = groupDays(days);
    expect(items.slice(0, 3).map((i) => (i.kind === "run" ? `${i.from}..${i.to} ${i.state}` : i.day.date))).toEqual([
      "2026-11-14..2026-11-15 no_meal_planned",
      "2026-11-16",
      "2026-11-17",
    ]);
    expect(items.at(-1)).toEqual({ kind: "run", from: "2026-12-19", to: "2026-12-22", state: "plan_closer", dimmed: true });
    expect(items.filter((i) => i.kind === "run" && i.state === "no_meal_planned").every((i) => i.kind === "run" && !i.dimmed)).toBe(true);
    const single = groupDays(days.slice(3, 4));
    expect(single).toEqual([{ kind: "day", day: days[3] }]);
  });
});
