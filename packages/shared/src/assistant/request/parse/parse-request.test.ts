import { describe, expect, it } from "vitest";
import type { DialogueState, SierraRequest } from "../request";
import { parseRequest } from "./parse-request";

// Scratch examples written for the parser's own tests (the corpus in ../corpus is what it is scored on).
// Today is Wednesday 2 December 2026.
const today = "2026-12-02";
const read = (message: string, state?: DialogueState, selectedDate?: string) => parseRequest(message, { today, selectedDate, state });

const planShown: DialogueState = {
  lastRequest: { action: "plan_meals", days: { start: "2026-12-07", end: "2026-12-13" }, mealTypes: ["dinner"] },
  shown: {
    kind: "proposal",
    items: [
      { title: "Chicken Tikka", date: "2026-12-07", mealType: "dinner" },
      { title: "Beef Ragu", date: "2026-12-08", mealType: "dinner" },
      { title: "Salmon Traybake", date: "2026-12-09", mealType: "dinner" },
    ],
  },
};
const listShown: DialogueState = {
  lastRequest: { action: "search_recipes", constraints: { includeFoods: ["chicken"] } },
  shown: { kind: "list", items: [{ title: "Chicken Fajitas" }, { title: "Lemon Chicken Orzo" }, { title: "Chicken Katsu" }] },
};

describe("parseRequest: actions", () => {
  it.each<[string, Partial<SierraRequest>]>([
    ["whats on for tea friday?", { action: "read_plan" }],
    ["take everything off saturday", { action: "remove_meals", days: { start: "2026-12-05", end: "2026-12-05" } }],
    ["grocery list for next wk please", { action: "shopping_list", days: { start: "2026-12-07", end: "2026-12-13" } }],
    ["am i over my calorie goal this week", { action: "nutrition", nutrition: { measure: "calories", scope: "days", againstGoal: true } }],
    ["got some leftover roast chicken, ideas?", { action: "cook_from_pantry", leftovers: ["roast chicken"] }],
    ["why did you pick the ragu", { action: "explain" }],
    ["undo that", { action: "undo" }],
    ["who won the football", { action: "out_of_scope" }],
    ["yes please", { action: "confirm" }],
    ["nah", { action: "decline" }],
  ])("%s", (message, expected) => expect(read(message)).toMatchObject(expected));
});

describe("parseRequest: constraints and typos", () => {
  it("reads every kind at once, through typos and casual words", () => {
    const r = read("cn u plan 3 cheap vegitarian dinners nxt week for 2 adults n 2 kids, no oven, under 40 mins");
    expect(r).toMatchObject({
      action: "plan_meals",
      days: { start: "2026-12-07", end: "2026-12-13", count: 3 },
      constraints: { diets: ["vegetarian"], cheap: true, servings: 4, children: 2, equipment: ["no-oven"], maxMinutes: 40 },
    });
  });
  it("keeps a passing dislike as this request's constraint, not a profile change", () => {
    expect(read("plan next week, my mum's coming and she won't touch mushrooms")).toMatchObject({ action: "plan_meals" });
  });
});

describe("parseRequest: follow-ups", () => {
  it("refines the last plan", () =>
    expect(read("make them all veggie", planShown)).toMatchObject({
      action: "plan_meals",
      days: { start: "2026-12-07", end: "2026-12-13" },
      constraints: { diets: ["vegetarian"] },
      followUp: { of: "proposal", op: "refine" },
    }));
  it("narrows its days", () =>
    expect(read("actually just monday to wednesday", planShown)).toMatchObject({
      days: { start: "2026-12-07", end: "2026-12-09" },
      followUp: { op: "narrow_days" },
    }));
  it("replaces one item by its word", () =>
    expect(read("not the beef one, something with fish", planShown)).toMatchObject({ followUp: { op: "replace_item", items: [2] } }));
  it("changes servings", () =>
    expect(read("make it for 6 instead", planShown)).toMatchObject({ constraints: { servings: 6 }, followUp: { op: "change_servings" } }));
  it("accepts all but one", () =>
    expect(read("yes but not tuesday", planShown)).toMatchObject({ action: "confirm", followUp: { op: "accept_except", items: [2] } }));
  it("chooses from a list by position and day", () =>
    expect(read("the second one on friday", listShown)).toMatchObject({
      action: "plan_meals",
      days: { start: "2026-12-04", end: "2026-12-04" },
      followUp: { of: "list", op: "choose_item", items: [2] },
    }));
  it("takes a constraint back", () =>
    expect(read("actually meat is fine", { ...planShown, lastRequest: { ...planShown.lastRequest!, constraints: { diets: ["vegetarian"] } } })).toMatchObject({
      dropConstraints: ["diets"],
      followUp: { op: "refine" },
    }));
  it("leaves a new request alone", () => expect(read("what's for dinner tonight?", planShown)).toMatchObject({ action: "read_plan" }));
});

describe("parseRequest: general readings added with the corpus's development part", () => {
  it.each<[string, Partial<SierraRequest>]>([
    // Ordinary verbs are never "corrected" into food words ("write" is not "white").
    ["could you write me a recipe for a lemon tart", { action: "generate_recipe", constraints: { dish: "lemon tart" } }],
    // The dish is what is left once the constraints are read: diets, equipment, cost, who eats.
    ["invent a dairy free shepherd's pie in the slow cooker", { action: "generate_recipe" }],
    ["create a cheap recipe with lentils", { action: "generate_recipe", constraints: { cheap: true, includeFoods: ["lentil"] } }],
    ["write me a limerick about soup", { action: "out_of_scope" }],
    ["hiya there", { action: "greeting" }],
    ["thanks mate, that's lovely", { action: "thanks" }],
    ["what kind of stuff can you do", { action: "help" }],
    ["who won the match tonight", { action: "out_of_scope" }],
  ])("%s", (message, expected) => expect(read(message)).toMatchObject(expected));

  it("keeps a dish's own foods out of the foods to include", () => {
    const request = read("dream up a vegan mushroom stroganoff");
    expect(request.constraints?.includeFoods ?? []).not.toContain("mushroom");
    expect(request.constraints?.diets).toEqual(["vegan"]);
  });

  it("narrows a proposal's own week when a class of weekdays is said without a week", () => {
    expect(read("only the weekend please", planShown)).toMatchObject({
      days: { start: "2026-12-12", end: "2026-12-13", weekdays: [0, 6] },
      followUp: { of: "proposal", op: "narrow_days" },
    });
    expect(read("weeknights this week instead", planShown).days?.start).toBe("2026-12-02");
  });
});

describe("parseRequest: questions, foods at hand, profile goals and list choices", () => {
  it.each<[string, Partial<SierraRequest>]>([
    ["have we got lunches planned for friday?", { action: "read_plan", mealTypes: ["lunch"] }],
    ["is there a plan for tomorrow night", { action: "read_plan", mealTypes: ["dinner"] }],
    ["got some leeks and bacon, any ideas?", { action: "cook_from_pantry", leftovers: ["leek", "bacon"] }],
    ["the freezer has peas and fish fingers, what can i do", { action: "cook_from_pantry" }],
    ["please set my calorie goal to 2000", { action: "update_preferences", preferenceChanges: { calorieGoal: 2000 } }],
  ])("%s", (message, expected) => expect(read(message)).toMatchObject(expected));

  it("does not read a household said with 'I have' as foods at hand", () =>
    expect(read("i have a family of 4, any ideas").action).not.toBe("cook_from_pantry"));

  it("chooses from a list by a word of one title, with only the constraints said now", () => {
    const chosen = read("we'll have the katsu on thursday", listShown);
    expect(chosen).toMatchObject({ action: "plan_meals", followUp: { of: "list", op: "choose_item", items: [3] } });
    expect(chosen.constraints).toBeUndefined();
    expect(read("the first one on friday for 3", listShown).constraints).toEqual({ servings: 3 });
  });
});

describe("parseRequest: lasting statements and what is at hand, in words the corpus does not use", () => {
  it.each<[string, SierraRequest]>([
    ["heads up, my partner is allergic to peanuts", { action: "update_preferences", preferenceChanges: { addAllergies: ["peanut"] } }],
    ["FYI we don't do pork in this house", { action: "update_preferences", preferenceChanges: { addDiets: ["pork-free"] } }],
    ["please stop suggesting fish, none of us like it", { action: "update_preferences", preferenceChanges: { addDislikes: ["fish"] } }],
    ["nobody here eats lamb", { action: "update_preferences", preferenceChanges: { addDislikes: ["lamb"] } }],
    ["intolerances: lactose, gluten", { action: "update_preferences", preferenceChanges: { addAllergies: ["dairy", "gluten"] } }],
    ["my brother moved in last week so there are four of us now", { action: "update_preferences", preferenceChanges: { householdSize: 4 } }],
    ["my son's moving out next week so it'll just be the two of us", { action: "update_preferences", preferenceChanges: { householdSize: 2 } }],
    ["we're all sick of eating the same stuff, switch it up", { action: "update_preferences", preferenceChanges: { varietyPreference: 8 } }],
    ["chicken + rice + broccoli = ?", { action: "cook_from_pantry", leftovers: ["chicken", "rice", "broccoli"] }],
    [
      "I've got some mince, an onion and a tin of tomatoes. What could I cook tonight?",
      { action: "cook_from_pantry", days: { start: today, end: today }, mealTypes: ["dinner"], leftovers: ["mince", "onion", "tomato"] },
    ],
    [
      "there's leftover lasagne and some salad in the fridge, ideas for lunch?",
      { action: "cook_from_pantry", mealTypes: ["lunch"], leftovers: ["lasagne", "salad"] },
    ],
  ])("%s", (message, expected) => expect(read(message)).toEqual(expected));

  it("keeps an invented dish's name free of praise and constraint words, with the day it is for", () => {
    expect(read("invent a really fancy chocolate dessert for new year's eve for 6")).toEqual({
      action: "generate_recipe",
      days: { start: "2026-12-31", end: "2026-12-31" },
      constraints: { servings: 6, special: true, dish: "chocolate dessert" },
    });
    expect(read("can you create a recipe for a spicy vegan curry that serves 4")).toMatchObject({
      constraints: { diets: ["vegan"], servings: 4, dish: "spicy curry" },
    });
  });
});
