import { describe, expect, it } from "vitest";
import { timeAgo } from "../../../lib/time-ago";
import { activityText } from "./activity-text";
import { chartDays, chartMax, chartSummary, chartTicks } from "./chart-data";

const week = [
  { date: "2026-11-15", calories: 0, meals: 0 },
  { date: "2026-11-16", calories: 2450, meals: 3 },
  { date: "2026-11-17", calories: 600, meals: 1 },
];

describe("calorie chart data", () => {
  it("labels days Sunday first and marks days over the goal", () => {
    const days = chartDays(week, 2000);
    expect(days.map((d) => d.label)).toEqual(["Sun", "Mon", "Tue"]);
    expect(days[1]).toMatchObject({ fullLabel: "Monday, November 16", overGoal: true });
  });
  it("leaves room above the goal line and the tallest bar", () => {
    expect(chartMax(week, 2000)).toBe(3000);
    expect(chartMax([], 2000)).toBe(2500);
    expect(chartMax([{ calories: 4800 }], 2000)).toBe(6000);
    expect(chartTicks(2500)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(chartTicks(6000)).toEqual([0, 1000, 2000, 3000, 4000, 5000, 6000]);
  });
  it("sums the week in words", () => {
    expect(chartSummary(week, 2000)).toBe("3,050 calories in 4 meals planned this week. 1 day is over your daily goal of 2,000 calories.");
    expect(chartSummary([{ calories: 0, meals: 0 }], 1800)).toBe("No meals planned this week yet. Your daily goal is 1,800 calories.");
  });
});

describe("recent activity", () => {
  it("describes each kind of event", () => {
    const base = { at: "2026-11-18T10:00:00Z", title: "Soup", recipeId: null };
    expect(activityText({ ...base, kind: "meal_planned", date: "2026-11-19", mealType: "dinner" })).toBe("Planned for dinner on Thu, Nov 19");
    expect(activityText({ ...base, kind: "meal_planned", date: null, mealType: "snack" })).toBe("Planned for a snack");
    expect(activityText({ ...base, kind: "recipe_favorited", date: null, mealType: null })).toBe("Added to favorites");
    expect(activityText({ ...base, kind: "recipe_created", date: null, mealType: null })).toBe("Created a recipe");
  });
  it("says how long ago", () => {
    const now = Date.parse("2026-11-18T12:00:00Z");
    expect(timeAgo("2026-11-18T11:59:30Z", now)).toBe("just now");
    expect(timeAgo("2026-11-18T11:55:00Z", now)).toBe("5 minutes ago");
    expect(timeAgo("2026-11-17T12:00:00Z", now)).toBe("yesterday");
    expect(timeAgo("2026-11-04T12:00:00Z", now)).toBe("2 weeks ago");
  });
});
