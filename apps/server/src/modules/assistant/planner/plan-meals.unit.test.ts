import { slotMessages } from "@sierra/shared";
import { describe, expect, it } from "vitest";
import { planMeals } from "./plan-meals";
import { household, input, MONDAY, recipe, slotsFor } from "./test-instances";
import { MEAL_SHARES, varietyGapDays } from "./weights";

const dinner = (date = MONDAY) => ({ date, mealType: "dinner" as const });
const chosen = (result: ReturnType<typeof planMeals>) => result.meals.map((m) => m.recipeId);

describe("planMeals: slots it does not fill", () => {
  it("skips every slot with a reason when the catalogue is empty", () => {
    const result = planMeals(input({ slots: slotsFor(2, ["lunch", "dinner"]) }));
    expect(result.meals).toEqual([]);
    expect(result.skipped).toHaveLength(4);
    expect(result.skipped.every((s) => s.reason === "no_recipe")).toBe(true);
    expect(result.skipped[0]!.message).toBe("No lunch recipe fits your allergies, dislikes and filters.");
    expect(result.report.unmetReasons).toContain("No dinner recipe fits your allergies, dislikes and filters, so those slots were left empty.");
    expect(result.report.perDay).toEqual([]);
  });

  it("skips a meal type no recipe fits and fills the others", () => {
    const recipes = [
      recipe("peanut-noodles", { mealTypes: ["lunch"], foodKeys: ["peanut butter", "rice noodles"] }),
      recipe("stew", { foodKeys: ["beef", "carrot"] }),
    ];
    const result = planMeals(input({ recipes, slots: slotsFor(1, ["lunch", "dinner"]), household: household({ allergies: ["Peanuts"] }) }));
    expect(result.meals).toEqual([{ ...dinner(), recipeId: "stew" }]);
    expect(result.skipped).toEqual([
      { date: MONDAY, mealType: "lunch", reason: "no_recipe", message: "No lunch recipe fits your allergies, dislikes and filters." },
    ]);
  });

  it.each([
    [
      "a meal type outside the subscription",
      { allowedMealTypes: ["dinner"] as const, now: new Date("2026-03-01T23:00:00Z") },
      "2026-03-02",
      "breakfast",
      "upgrade",
    ],
    ["a past date", { now: new Date("2026-03-05T15:00:00Z") }, "2026-03-02", "dinner", "no_meal_planned"],
    ["a date beyond one month ahead", { now: new Date("2026-03-01T23:00:00Z") }, "2026-04-02", "dinner", "plan_closer"],
    ["today's breakfast from 11:00", { now: new Date("2026-03-02T16:00:00Z") }, "2026-03-02", "breakfast", "not_available"],
  ] as const)("skips %s with the calendar's reason", (_name, rules, date, mealType, reason) => {
    const recipes = [recipe("any", { mealTypes: ["breakfast", "lunch", "dinner"] })];
    const base = input();
    const result = planMeals(input({ recipes, slots: [{ date, mealType }], rules: { ...base.rules, ...rules } }));
    expect(result.meals).toEqual([]);
    expect(result.skipped).toEqual([expect.objectContaining({ date, mealType, reason })]);
  });

  it("words the closed states as the calendar does", () => {
    const now = new Date("2026-03-02T16:00:00Z"); // 11:00 in New York: breakfast has closed
    const result = planMeals(
      input({ recipes: [recipe("eggs", { mealTypes: ["breakfast"] })], slots: [{ date: MONDAY, mealType: "breakfast" }], rules: { ...input().rules, now } }),
    );
    expect(result.skipped[0]!.message).toBe(slotMessages.notAvailable);
  });

  it("keeps a planned meal, counts it in the day and never plans over it", () => {
    const recipes = [recipe("kept", { mealTypes: ["lunch"], calories: 700 }), recipe("a", { calories: 800 }), recipe("b", { calories: 500 })];
    const result = planMeals(
      input({
        recipes,
        slots: slotsFor(1, ["lunch", "dinner"]),
        existing: [{ date: MONDAY, mealType: "lunch", recipeId: "kept" }],
        goals: { calorieGoal: 2000, macros: { protein: 30, carbs: 40, fat: 30 } },
      }),
    );
    expect(result.skipped).toEqual([expect.objectContaining({ mealType: "lunch", reason: "planned" })]);
    // Lunch and dinner aim at 75 % of 2000: the kept 700 needs the 800 dinner.
    expect(result.meals).toEqual([{ ...dinner(), recipeId: "a" }]);
    expect(result.report.perDay).toEqual([expect.objectContaining({ date: MONDAY, calories: 1500, target: 1500 })]);
  });

  it("plans each requested slot once even when it is asked twice", () => {
    const result = planMeals(input({ recipes: [recipe("a"), recipe("b")], slots: [dinner(), dinner()] }));
    expect(result.meals).toHaveLength(1);
  });
});

describe("planMeals: hard rules", () => {
  it("leaves out recipes the food knowledge finds an allergen in, hidden ones too", () => {
    const recipes = [
      recipe("tahini", { foodKeys: ["tahini", "chickpeas"] }),
      recipe("tamari", { foodKeys: ["tamari", "rice"] }),
      recipe("plain", { foodKeys: ["rice", "carrot"] }),
    ];
    const result = planMeals(input({ recipes, slots: [dinner()], household: household({ allergies: ["sesame", "soy"] }) }));
    expect(chosen(result)).toEqual(["plain"]);
  });

  it("leaves out a recipe with a line it cannot place for a strict allergy, and says when an allergy is matched by name only", () => {
    const recipes = [recipe("unknown", { foodKeys: ["zorblat paste", "rice"] }), recipe("plain", { foodKeys: ["rice", "carrot"] })];
    const result = planMeals(input({ recipes, slots: [dinner()], household: household({ allergies: ["zorblat"] }) }));
    expect(chosen(result)).toEqual(["plain"]);
    expect(result.report.unmetReasons).toContain('"zorblat" is matched by name only: recipes naming it were left out, but check labels.');
  });

  it("keeps out dislikes and excluded foods with every food below them", () => {
    const recipes = [
      recipe("shiitake", { foodKeys: ["shiitake mushrooms", "rice"] }),
      recipe("olive", { title: "Olive Tapenade Chicken", foodKeys: ["chicken", "kalamata olives"] }),
      recipe("walnut", { foodKeys: ["walnuts", "spinach"] }),
      recipe("eggplant", { foodKeys: ["eggplant", "tomato"] }),
    ];
    const result = planMeals(
      input({
        recipes,
        slots: slotsFor(3, ["dinner"]),
        household: household({ dislikes: ["Mushrooms"] }),
        prefs: { cuisines: [], variety: 1, excludeFoods: ["olives", "nuts"] },
      }),
    );
    // A dislike of eggs would not reach eggplant; nothing here asks it to.
    expect(new Set(chosen(result))).toEqual(new Set(["eggplant"]));
  });

  it("requires the diets asked for and reports a diet it cannot check", () => {
    const recipes = [recipe("gf", { foodKeys: ["rice", "chicken"] }), recipe("wheat", { foodKeys: ["spaghetti", "tomato"] })];
    const result = planMeals(input({ recipes, slots: [dinner()], prefs: { cuisines: [], variety: 5, diets: ["Gluten Free", "keto"] } }));
    expect(chosen(result)).toEqual(["gf"]);
    expect(result.report.unmetReasons).toContain('The diet "keto" can\'t be checked against recipes, so it was not applied.');
  });

  it("keeps to the time limit, reading a recipe without times as the card does (simple 30, else 45 min)", () => {
    const recipes = [
      recipe("long", { minutes: 50 }),
      recipe("complex", { minutes: null, complexity: "complex" }),
      recipe("simple", { minutes: null, complexity: "simple" }),
    ];
    const result = planMeals(input({ recipes, slots: [dinner()], prefs: { cuisines: [], variety: 5, maxMinutes: 40 } }));
    expect(chosen(result)).toEqual(["simple"]);
  });

  it("only uses a recipe for the meal types of its categories", () => {
    const recipes = [recipe("pancakes", { mealTypes: ["breakfast"], calories: 800 }), recipe("dinner", { mealTypes: ["dinner"], calories: 300 })];
    const result = planMeals(input({ recipes, slots: slotsFor(1, ["dinner"]) }));
    expect(chosen(result)).toEqual(["dinner"]);
  });
});

describe("planMeals: soft goals", () => {
  it("aims a dinner-only day at dinner's share of the goal, not the whole goal", () => {
    const recipes = [recipe("small", { calories: 450 }), recipe("right", { calories: 800 }), recipe("huge", { calories: 1900 })];
    const result = planMeals(input({ recipes, slots: [dinner()] }));
    expect(chosen(result)).toEqual(["right"]);
    expect(result.report.perDay[0]!.target).toBe(2000 * MEAL_SHARES.dinner);
  });

  it("renormalises the shares when breakfast, lunch, dinner and snack are all planned", () => {
    const recipes = (["breakfast", "lunch", "dinner", "snack"] as const).map((m) => recipe(m, { mealTypes: [m], calories: 400 }));
    const result = planMeals(input({ recipes, slots: slotsFor(1, ["breakfast", "lunch", "dinner", "snack"]) }));
    expect(result.report.perDay[0]!.target).toBe(2000);
  });

  it("prefers the preferred cuisine, unless quick recipes were asked for", () => {
    const recipes = [
      recipe("thai", { cuisine: "thai", minutes: 60 }),
      recipe("french", { cuisine: "french", minutes: 60 }),
      recipe("fast", { cuisine: "french", minutes: 10 }),
    ];
    const prefs = { cuisines: ["Thai"], variety: 5 };
    expect(chosen(planMeals(input({ recipes, slots: [dinner()], prefs })))).toEqual(["thai"]);
    expect(chosen(planMeals(input({ recipes, slots: [dinner()], prefs: { ...prefs, quick: true } })))).toEqual(["fast"]);
  });

  it("favours recipes that share ingredients within a week", () => {
    const recipes = [
      recipe("herbs", { foodKeys: ["basil", "lemon"] }),
      recipe("unrelated", { foodKeys: ["beef", "cabbage"] }),
      recipe("lemon-fish", { foodKeys: ["cod", "lemon", "basil"] }),
    ];
    const result = planMeals(input({ recipes, slots: slotsFor(2, ["dinner"]), prefs: { cuisines: [], variety: 5 } }));
    expect(new Set(chosen(result))).toEqual(new Set(["herbs", "lemon-fish"]));
  });

  it("turns variety 1..10 into days between repeats, 10 meaning never within the plan", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((v) => varietyGapDays(v, 28))).toEqual([1, 2, 3, 5, 7, 10, 14, 21, 28]);
    expect(varietyGapDays(10, 7)).toBe(28);
    expect(varietyGapDays(10, 35)).toBe(35);
  });

  it("repeats a recipe sooner than the variety gap only when too few recipes fit, and says so", () => {
    const result = planMeals(input({ recipes: [recipe("a"), recipe("b")], slots: slotsFor(4, ["dinner"]), prefs: { cuisines: [], variety: 5 } }));
    expect(result.meals).toHaveLength(4);
    expect(result.report.unmetReasons).toContain("Too few recipes fit to keep 7 days between repeats, so some recipes come back sooner.");
  });

  it("says when the recipes that fit cannot reach the calorie target", () => {
    const result = planMeals(input({ recipes: [recipe("light", { calories: 300 })], slots: [dinner()] }));
    expect(result.report.unmetReasons.some((r) => r.startsWith("Calories are more than 10 % from the daily target on 1 of 1 days"))).toBe(true);
  });

  it("plans recipes without nutrition only as a last resort, and says their calories are estimated", () => {
    const result = planMeals(input({ recipes: [recipe("unknown", { calories: null, protein: null, carbs: null, fat: null })], slots: [dinner()] }));
    expect(chosen(result)).toEqual(["unknown"]);
    expect(result.report.unmetReasons).toContain("1 planned recipe has no nutrition data, so its calories are estimated.");
    const withKnown = planMeals(input({ recipes: [recipe("unknown", { calories: null }), recipe("known", { calories: 700 })], slots: [dinner()] }));
    expect(chosen(withKnown)).toEqual(["known"]);
  });

  it("with a shuffle, another seed gives another mix of equally good recipes, each day still on target", () => {
    const recipes = Array.from({ length: 30 }, (_, i) => recipe(`r${i}`, { calories: 800 }));
    const plan = (seed: number) => planMeals(input({ recipes, slots: slotsFor(7, ["dinner"]), seed, prefs: { cuisines: [], variety: 5, shuffle: 12 } }));
    expect(chosen(plan(1))).not.toEqual(chosen(plan(2)));
    expect(chosen(plan(3))).toEqual(chosen(plan(3)));
    for (const day of plan(2).report.perDay) expect(Math.abs(day.calories - day.target) / day.target).toBeLessThanOrEqual(0.1);
  });

  it("gives the same plan for the same seed", () => {
    const recipes = Array.from({ length: 30 }, (_, i) => recipe(`r${i}`, { calories: 300 + i * 25, foodKeys: [`food${i % 7}`, `food${i % 5}`] }));
    const plan = (seed: number) => planMeals(input({ recipes, slots: slotsFor(14, ["dinner"]), seed }));
    expect(plan(7)).toEqual(plan(7));
  });
});
