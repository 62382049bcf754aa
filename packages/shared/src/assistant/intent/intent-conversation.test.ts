import { describe, expect, it } from "vitest";
import { parseIntent } from "./parse-intent";
import type { IntentKind, IntentSlots } from "./types";

/** Preference changes, small talk and what the parser must not guess (the request kinds are in intent.test.ts). */
const TODAY = "2026-11-18";
type Row = [phrase: string, kind: IntentKind, slots: IntentSlots];
const check = (rows: Row[]) =>
  it.each(rows)("%s -> %s", (phrase, kind, slots) => {
    expect(parseIntent(phrase, { today: TODAY })).toEqual({ kind, slots });
  });
const prefs = (preferenceChanges: IntentSlots["preferenceChanges"]): IntentSlots => ({ preferenceChanges });

describe("update_preferences", () => {
  check([
    ["I'm allergic to shellfish now", "update_preferences", prefs({ addAllergies: ["shellfish"] })],
    ["we're four now", "update_preferences", prefs({ householdSize: 4 })],
    ["I no longer eat mushrooms", "update_preferences", prefs({ addDislikes: ["mushrooms"] })],
    ["I don't like mushrooms", "update_preferences", prefs({ addDislikes: ["mushrooms"] })],
    ["I'm not allergic to nuts anymore", "update_preferences", prefs({ removeAllergies: ["nuts"] })],
    ["my calorie goal is 1800", "update_preferences", prefs({ calorieGoal: 1800 })],
    ["I love Mexican food", "update_preferences", prefs({ addCuisines: ["mexican"] })],
    ["set my variety to 8", "update_preferences", prefs({ varietyPreference: 8 })],
    ["my son is allergic to eggs", "update_preferences", prefs({ addAllergies: ["eggs"] })],
    ["I hate olives and capers", "update_preferences", prefs({ addDislikes: ["olives", "capers"] })],
    ["I can't eat gluten", "update_preferences", prefs({ addAllergies: ["gluten"] })],
    ["I can't eat coriander", "update_preferences", prefs({ addDislikes: ["coriander"] })],
    ["there are 5 of us now", "update_preferences", prefs({ householdSize: 5 })],
    ["it's just me now", "update_preferences", prefs({ householdSize: 1 })],
    ["change my calorie target to 2,200", "update_preferences", prefs({ calorieGoal: 2200 })],
    ["I'm allergic to peanuts and I hate cilantro", "update_preferences", prefs({ addAllergies: ["peanuts"], addDislikes: ["cilantro"] })],
    ["remove mushrooms from my dislikes", "update_preferences", prefs({ removeDislikes: ["mushrooms"] })],
    ["I like mushrooms again", "update_preferences", prefs({ removeDislikes: ["mushrooms"] })],
    ["add Korean to my cuisines", "update_preferences", prefs({ addCuisines: ["korean"] })],
    ["I want more variety", "update_preferences", prefs({ varietyPreference: 8 })],
    ["we are a family of 6", "update_preferences", prefs({ householdSize: 6 })],
    ["I really enjoy Japanese and Thai food", "update_preferences", prefs({ addCuisines: ["japanese", "thai"] })],
    ["set my variety level to ten", "update_preferences", prefs({ varietyPreference: 10 })],
    ["I have developed a shellfish allergy", "update_preferences", prefs({ addAllergies: ["shellfish"] })],
    ["add peanuts and sesame to my allergies", "update_preferences", prefs({ addAllergies: ["peanuts", "sesame"] })],
    ["I eat 2000 calories a day", "update_preferences", prefs({ calorieGoal: 2000 })],
    ["I don't mind spicy food", "update_preferences", prefs({ removeDislikes: ["spicy food"] })],
    ["I stopped eating red meat", "update_preferences", prefs({ addDislikes: ["red meat"] })],
  ]);
});

describe("a request beside a softer preference wins", () => {
  check([["I love thai food, find me a green curry recipe", "search_recipes", { dish: "curry", cuisines: ["thai"] }]]);
});

describe("small talk", () => {
  check(
    (
      [
        [
          "confirm",
          [
            "yes",
            "yes please",
            "ok add them",
            "sounds good",
            "do it",
            "confirm",
            "Yes, add them to my calendar!",
            "perfect, go ahead",
            "Yep!",
            "yes thanks",
            "Great",
          ],
        ],
        ["decline", ["no", "cancel", "no thanks", "not those", "never mind", "No, don't add them", "nope", "I don't like those"]],
        ["greeting", ["hi", "hello Sierra", "Good morning!", "hey there", "Hi Sierra, how are you?"]],
        ["thanks", ["thanks", "thank you so much", "great, thanks!", "cheers Sierra", "ok thanks"]],
        ["help", ["what can you do?", "help", "how does this work?", "Hi! What can you help me with?"]],
      ] as const
    ).flatMap(([kind, phrases]) => phrases.map((phrase): Row => [phrase, kind, {}])),
  );
});

describe("what it does not understand stays unknown", () => {
  check(
    [
      "what's the weather",
      "tell me a joke",
      "asdkjh qwpoe zzzz",
      "who won the game last night?",
      "what's 2 + 2",
      "",
      "   ",
      "?!",
      "no mushrooms",
      "I like chicken",
      "book me a flight to Paris",
      "yes and no",
      "constructor toString __proto__ valueOf hasOwnProperty",
      "for for for the",
      "what's a good substitute for eggs",
      "switch to metric",
      "we're going out for dinner on Friday",
      "we're eating out on Saturday",
      "how many calories in an avocado?",
      // Read word by word: as one regular expression this would backtrack for minutes.
      `${"no thanks ".repeat(40)}x`,
      "what's the weather tomorrow",
      "have a nice day",
      // The tools cannot remove meals, so these are not read as planning.
      "clear my plan for friday",
      "delete dinner on friday",
      "remove tuesday's dinner",
    ].map((phrase): Row => [phrase, "unknown", {}]),
  );
});

describe("negations never become wanted foods", () => {
  it.each([
    ["find recipes with no mushrooms", ["mushroom"]],
    ["find a soup without onions", ["onion"]],
    ["find chicken recipes that are not spicy", []],
    ["recipes with no dairy, eggs or nuts", ["dairy", "egg", "nut"]],
    ["find pasta recipes without garlic but with spinach", ["garlic"]],
    ["plan dinners next week, hold the olives", ["olive"]],
  ])("%s", (phrase, excluded) => {
    const { slots } = parseIntent(phrase, { today: TODAY });
    expect(slots.excludeIngredients ?? []).toEqual(excluded);
    for (const food of [...excluded, "spicy"]) expect(slots.includeIngredients ?? []).not.toContain(food);
  });
});
