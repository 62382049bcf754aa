import type { OnboardingCapture } from "./capture";

/**
 * The five things the chat asks about. Spec section 4 counts "allergies, dislikes or cuisines;
 * skill level; household size; variety preference" as five: allergies or dislikes (what to
 * avoid) is one, cuisines another (docs/decisions/033-onboarding.md).
 */
export const ONBOARDING_TOPICS = ["dietary", "cuisines", "skill", "household", "variety"] as const;
export type OnboardingTopic = (typeof ONBOARDING_TOPICS)[number];

/** Chat completion threshold (spec section 9): 4 of 5. */
export const COMPLETION_THRESHOLD = 4;

const TOPIC_HELD: Record<OnboardingTopic, (c: OnboardingCapture) => boolean> = {
  dietary: (c) => c.hasAllergies || c.hasDislikes,
  cuisines: (c) => c.hasCuisines,
  skill: (c) => c.hasSkillLevel,
  household: (c) => c.hasHouseholdSize,
  variety: (c) => c.hasVarietyPreference,
};

export function missingTopics(capture: OnboardingCapture): OnboardingTopic[] {
  return ONBOARDING_TOPICS.filter((topic) => !TOPIC_HELD[topic](capture));
}

export function isChatComplete(capture: OnboardingCapture): boolean {
  return ONBOARDING_TOPICS.length - missingTopics(capture).length >= COMPLETION_THRESHOLD;
}

const LONG: Record<OnboardingTopic, string> = {
  dietary: "any allergies (dairy, gluten, nuts, shellfish, eggs) or diets like vegan, vegetarian or gluten free",
  cuisines: "the cuisines you enjoy: Italian, Mexican, Asian, American, French, Indian, or all kinds",
  skill: "your cooking skill: simple recipes, or advanced and complex ones",
  household: "how many people you cook for",
  variety: "whether you like familiar favourites or new, exciting dishes",
};

const SHORT: Record<OnboardingTopic, string> = {
  dietary: "any allergies or diets",
  cuisines: "your favourite cuisines",
  skill: "your cooking skill",
  household: "how many people you cook for",
  variety: "how much variety you like",
};

export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** What Sierra still needs (spec section 4): a short sentence when at most 2 are missing. */
export function missingTopicsMessage(missing: readonly OnboardingTopic[]): string {
  if (missing.length === 0) return "";
  if (missing.length <= 2) return `Almost there! Just tell me ${joinWords(missing.map((t) => SHORT[t]))}.`;
  return `To plan meals you'll love, I still need to know:\n${missing.map((t) => `• ${LONG[t]}`).join("\n")}`;
}
