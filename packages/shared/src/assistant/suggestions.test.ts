import { describe, expect, it } from "vitest";
import { MEAL_TYPES, type MealType } from "../billing/subscription";
import { parseRequest } from "./request";
import { shortDate, SIERRA_CAPABILITIES, suggestionsFor } from "./suggestions";

const TODAY = "2026-11-21";
const DINNER: MealType[] = ["dinner"];
const ALL: MealType[] = ["breakfast", "lunch", "dinner", "snack"];

describe("suggestionsFor", () => {
  it.each([
    [
      "a past date",
      { selectedDate: "2026-11-20", variety: 5, allowedMealTypes: DINNER },
      ["What did I have on Nov 20?", "Find a recipe under 30 minutes", "Plan my dinners for next week"],
    ],
    [
      "today, adventurous",
      { selectedDate: TODAY, variety: 8, allowedMealTypes: DINNER },
      ["What's for dinner tonight?", "Plan a quick dinner for tonight", "Try a cuisine I haven't had this month", "Plan my dinners for next week"],
    ],
    [
      "no date is today",
      { variety: 2, allowedMealTypes: ALL },
      ["What's for dinner tonight?", "Plan a quick dinner for tonight", "Plan familiar dinner favourites for this week", "Plan my dinners for next week"],
    ],
    [
      "a later date",
      { selectedDate: "2026-12-03", variety: 5, allowedMealTypes: DINNER },
      ["What's planned for Dec 3?", "Plan dinner for Dec 3", "Find a recipe under 30 minutes", "Plan my dinners for next week"],
    ],
    [
      "nothing allowed, simple",
      { selectedDate: "2026-11-28", variety: 3, allowedMealTypes: [] },
      ["What's planned for Nov 28?", "Find familiar favourite recipes", "Find recipes that fit my allergies"],
    ],
    [
      "lunch only (no dinner)",
      { selectedDate: TODAY, variety: 5, allowedMealTypes: ["lunch"] as MealType[] },
      ["What's planned for today?", "Plan a quick lunch for today", "Find a recipe under 30 minutes", "Plan my lunches for next week"],
    ],
  ])("%s", (_label, input, expected) => {
    expect(suggestionsFor({ today: TODAY, ...input })).toEqual(expected);
  });

  it.each(
    [1, 3, 5, 7, 10].flatMap((variety) =>
      ["2026-10-01", TODAY, "2026-12-01", undefined].flatMap((selectedDate) =>
        [[], DINNER, ALL].map((allowedMealTypes) => ({ variety, selectedDate, allowedMealTypes })),
      ),
    ),
  )("every prompt is understood and names only allowed meals: %j", (input) => {
    const prompts = suggestionsFor({ today: TODAY, ...input });
    expect(prompts.length).toBeGreaterThanOrEqual(3);
    expect(prompts.length).toBeLessThanOrEqual(4);
    for (const prompt of prompts) {
      const request = parseRequest(prompt, { today: TODAY, selectedDate: input.selectedDate });
      expect(request.action, prompt).not.toBe("out_of_scope");
      for (const meal of MEAL_TYPES) if (prompt.toLowerCase().includes(meal)) expect(input.allowedMealTypes).toContain(meal);
    }
  });

  it("formats dates as the panel does", () => {
    expect([shortDate("2026-01-05"), shortDate("2026-12-31")]).toEqual(["Jan 5", "Dec 31"]);
  });

  it("lists what Sierra can do", () => {
    const wanted = [
      /^Plan meals on your calendar/,
      /^Check what's planned/,
      /^Swap a meal/,
      /^Find recipes that fit your allergies/,
      /^Create new recipes/,
      /^Update your preferences/,
    ];
    expect(SIERRA_CAPABILITIES.map((text, i) => wanted[i]!.test(text))).toEqual(wanted.map(() => true));
  });
});
