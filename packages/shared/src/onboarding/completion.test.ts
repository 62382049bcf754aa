import { describe, expect, it } from "vitest";
import { EMPTY_CAPTURE, type OnboardingCapture } from "./capture";
import { isChatComplete, missingTopics, missingTopicsMessage } from "./completion";
import { greeting, onboardingChatTexts, replyTo } from "./replies";

const flags = (on: Partial<OnboardingCapture>): OnboardingCapture => ({ ...EMPTY_CAPTURE, ...on });

describe("the 4-of-5 rule", () => {
  it.each([
    ["nothing", {}, false],
    ["three topics", { hasAllergies: true, hasSkillLevel: true, hasHouseholdSize: true }, false],
    ["allergies and dislikes are one topic", { hasAllergies: true, hasDislikes: true, hasSkillLevel: true, hasHouseholdSize: true }, false],
    ["four: dislikes stand for the dietary topic", { hasDislikes: true, hasCuisines: true, hasSkillLevel: true, hasHouseholdSize: true }, true],
    ["four without cuisines", { hasAllergies: true, hasSkillLevel: true, hasHouseholdSize: true, hasVarietyPreference: true }, true],
    ["four without the dietary topic", { hasCuisines: true, hasSkillLevel: true, hasHouseholdSize: true, hasVarietyPreference: true }, true],
    ["all five", { hasAllergies: true, hasCuisines: true, hasSkillLevel: true, hasHouseholdSize: true, hasVarietyPreference: true }, true],
  ] as const)("%s", (_label, on, complete) => {
    expect(isChatComplete(flags(on))).toBe(complete);
  });
});

describe("the missing list", () => {
  it("names every missing topic in the long wording when more than 2 are missing", () => {
    const message = missingTopicsMessage(missingTopics(flags({ hasAllergies: true, hasCuisines: true })));
    expect(message).toBe(
      "To plan meals you'll love, I still need to know:\n" +
        "• your cooking skill: simple recipes, or advanced and complex ones\n" +
        "• how many people you cook for\n" +
        "• whether you like familiar favourites or new, exciting dishes",
    );
  });
  it("is shorter when at most 2 are missing", () => {
    expect(missingTopicsMessage(missingTopics(flags({ hasAllergies: true, hasCuisines: true, hasSkillLevel: true })))).toBe(
      "Almost there! Just tell me how many people you cook for and how much variety you like.",
    );
  });
  it("asks about all five in the greeting", () => {
    expect(greeting("Ada")).toMatch(/^Hi Ada! I'm Sierra/);
    expect(greeting("Ada").split("•")).toHaveLength(6);
  });
});

describe("Sierra's local replies", () => {
  it("acknowledges what it heard and lists what is missing", () => {
    const turn = replyTo(EMPTY_CAPTURE, "We're allergic to nuts and love Italian food", "Ada");
    expect(turn.complete).toBe(false);
    expect(turn.reply).toMatch(/^Got it: allergic to nuts and Italian food\. To plan meals/);
  });
  it("completes in four messages", () => {
    let capture = EMPTY_CAPTURE;
    const messages = ["We're allergic to nuts", "We love Italian food", "I'm a beginner, keep it simple", "We are 4 people and like trying new things"];
    const turns = messages.map((m) => {
      const turn = replyTo(capture, m, "Ada");
      capture = turn.capture;
      return turn;
    });
    expect(turns.map((t) => t.complete)).toEqual([false, false, false, true]);
    expect(turns[2]?.reply).toContain("Almost there!");
    expect(turns[3]?.reply).toContain("That's everything I need, Ada!");
  });
  it("answers a meal or recipe request with the setup-first reply", () => {
    expect(replyTo(EMPTY_CAPTURE, "Can you give me a recipe for lasagna?", "Ada").reply).toBe(onboardingChatTexts.setupFirst);
    expect(onboardingChatTexts.setupFirst).toContain("finish your account setup first");
  });
  it("gives the spec's failure reply when processing fails, keeping what it knew", () => {
    const known = flags({ hasAllergies: true });
    const turn = replyTo(known, "anything", "Ada", () => {
      throw new Error("boom");
    });
    expect(turn).toEqual({ capture: known, complete: false, reply: "I'm sorry, I had trouble processing that. Could you please try again?" });
  });
});
