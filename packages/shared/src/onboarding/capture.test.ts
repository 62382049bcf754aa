import { describe, expect, it } from "vitest";
import { captureMessage, EMPTY_CAPTURE, type OnboardingCapture } from "./capture";

const heard = (message: string, before: OnboardingCapture = EMPTY_CAPTURE) => captureMessage(before, message);
type Row = readonly [string, Partial<OnboardingCapture>];

describe("allergies: every keyword, plurals, capitals, punctuation and negations", () => {
  it.each([
    ["I'm allergic to dairy", { hasAllergies: true, allergies: ["Dairy"] }],
    ["GLUTEN makes me ill!", { hasAllergies: true, allergies: ["Gluten"] }],
    ["allergic to nuts.", { hasAllergies: true, allergies: ["Nuts"] }],
    ["a nut allergy", { hasAllergies: true, allergies: ["Nuts"] }],
    ["Shellfish, sadly", { hasAllergies: true, allergies: ["Shellfish"] }],
    ["shell-fish", { hasAllergies: true, allergies: ["Shellfish"] }],
    ["Eggs and dairy", { hasAllergies: true, allergies: ["Dairy", "Eggs"] }],
    ["one egg allergy", { hasAllergies: true, allergies: ["Eggs"] }],
    ["We can't eat nuts", { hasAllergies: true, allergies: ["Nuts"] }],
    ["I don\u2019t eat eggs", { hasAllergies: true, allergies: ["Eggs"] }],
    ["No allergies", { hasAllergies: true, allergies: [] }],
    ["none", { hasAllergies: true, allergies: [] }],
    ["None!", { hasAllergies: true, allergies: [] }],
    ["Allergies: none.", { hasAllergies: true, allergies: [] }],
    ["none of us like spicy food", { hasAllergies: false, allergies: [] }],
    ["I'm not allergic to anything", { hasAllergies: true, allergies: [] }],
    ["no nuts", { hasAllergies: false, allergies: [] }],
    ["I'm not allergic to eggs", { hasAllergies: false, allergies: [] }],
    ["Not allergic to nuts or eggs", { hasAllergies: false, allergies: [] }],
    ["allergic to nuts, not eggs", { hasAllergies: true, allergies: ["Nuts"] }],
    ["not eggs but shellfish", { hasAllergies: true, allergies: ["Shellfish"] }],
    ["gluten free please", { hasAllergies: false, allergies: [] }],
    ["peanut butter", { hasAllergies: false }],
    ["doughnuts", { hasAllergies: false }],
  ] satisfies Row[])("%s", (message, expected) => {
    expect(heard(message)).toMatchObject(expected);
  });
});

describe("dislikes: vegan, vegetarian, gluten free", () => {
  it.each([
    ["We're vegan", { hasDislikes: true, dislikes: ["Vegan"] }],
    ["Two VEGETARIANS here", { hasDislikes: true, dislikes: ["Vegetarian"] }],
    ["gluten-free and vegetarian", { hasDislikes: true, dislikes: ["Vegetarian", "Gluten free"] }],
    ["Gluten Free", { hasDislikes: true, dislikes: ["Gluten free"] }],
    ["not vegan", { hasDislikes: false, dislikes: [] }],
    ["I'm not vegetarian, but vegan", { hasDislikes: true, dislikes: ["Vegan"] }],
  ] satisfies Row[])("%s", (message, expected) => {
    expect(heard(message)).toMatchObject(expected);
  });
});

describe("cuisines: six keywords and 'all kinds'", () => {
  it.each([
    ["Italian!", ["Italian"]],
    ["mexican food", ["Mexican"]],
    ["Asian, American and French", ["Asian", "American", "French"]],
    ["INDIAN curries", ["Indian"]],
    ["All kinds of food", ["International", "Varied"]],
    ["we like all kind", ["International", "Varied"]],
    ["Italian but not French", ["Italian"]],
  ] as const)("%s", (message, cuisines) => {
    expect(heard(message)).toMatchObject({ hasCuisines: true, cuisines });
  });
  it.each(["I don't like Mexican", "no Indian", "caucasian"])("%s captures no cuisine", (message) => {
    expect(heard(message).hasCuisines).toBe(false);
  });
});

describe("cooking skill: advanced or complex gives complex, otherwise simple", () => {
  it.each([
    ["I'm an advanced cook", "complex"],
    ["Complex recipes are fine.", "complex"],
    ["I'm a beginner", "simple"],
    ["keep it simple", "simple"],
    ["easy please", "simple"],
    ["intermediate skills", "simple"],
    ["nothing too complex", "simple"],
    ["not advanced", "simple"],
  ] as const)("%s: %s", (message, cookingComplexity) => {
    expect(heard(message)).toMatchObject({ hasSkillLevel: true, cookingComplexity });
  });
  it("says nothing about skill without a skill word", () => {
    expect(heard("hello there")).toMatchObject({ hasSkillLevel: false, cookingComplexity: "simple" });
  });
});

describe("household size: a number before people, person, house or household", () => {
  it.each([
    ["4 people", 4],
    ["We are Four People.", 4],
    ["a 3-person household", 3],
    ["two person house", 2],
    ["our 5 household", 5],
    ["cooking for ten hungry people", 10],
    ["1 person", 1],
    ["six persons", 6],
  ] as const)("%s: %i", (message, householdSize) => {
    expect(heard(message)).toMatchObject({ hasHouseholdSize: true, householdSize });
  });
  it.each(["people are great", "12 people", "0 people", "four of us"])("%s sets no size", (message) => {
    expect(heard(message)).toMatchObject({ hasHouseholdSize: false, householdSize: 2 });
  });
});

describe("variety: new or exciting gives 8, familiar gives 3", () => {
  it.each([
    ["We love trying new things", 8],
    ["Something EXCITING", 8],
    ["adventurous eaters", 8],
    ["familiar food", 3],
    ["the usual favourites", 3],
    ["nothing new", 3],
    ["not the same old", 8],
    ["a mix of new and familiar", 5],
  ] as const)("%s: %i", (message, varietyPreference) => {
    expect(heard(message)).toMatchObject({ hasVarietyPreference: true, varietyPreference });
  });
  it("'new to cooking' is about skill, not variety", () => {
    expect(heard("I'm new to cooking").hasVarietyPreference).toBe(false);
  });
});

describe("each topic is captured once", () => {
  it("a later message does not change a captured topic", () => {
    const first = heard("allergic to nuts, Italian food, 4 people, advanced cook, new things");
    const second = heard("eggs, French, 2 people, simple, familiar", first);
    expect(second).toEqual(first);
  });
  it("an empty allergy answer stays the answer", () => {
    expect(heard("dairy", heard("no allergies")).allergies).toEqual([]);
  });
  it("one message can answer several topics", () => {
    expect(heard("No allergies. We're 2 people who like Mexican food, simple recipes and familiar dishes.")).toEqual({
      ...EMPTY_CAPTURE,
      hasAllergies: true,
      hasCuisines: true,
      hasSkillLevel: true,
      hasHouseholdSize: true,
      hasVarietyPreference: true,
      cuisines: ["Mexican"],
      householdSize: 2,
      varietyPreference: 3,
    });
  });
  it("the defaults of spec section 3", () => {
    expect(EMPTY_CAPTURE).toMatchObject({ cookingComplexity: "simple", householdSize: 2, varietyPreference: 5 });
  });
});
