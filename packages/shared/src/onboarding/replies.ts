import { captureMessage, EMPTY_CAPTURE, type OnboardingCapture } from "./capture";
import { isChatComplete, joinWords, missingTopics, missingTopicsMessage } from "./completion";
import { OFF_TOPIC_PATTERN } from "./vocabulary";

/** Texts of the onboarding chat; the failure reply is the spec's (section 8). */
export const onboardingChatTexts = {
  failure: "I'm sorry, I had trouble processing that. Could you please try again?",
  setupFirst:
    "I'd love to help with that! Please finish your account setup first; then I can plan meals, suggest recipes and build plans around what you tell me here.",
  notCaught: "I didn't catch a preference there.",
  successNote: "Thanks! Sierra has what it needs to plan your meals.",
  continue: "Continue to Meal Plans",
} as const;

export function greeting(firstName: string): string {
  return `Hi ${firstName}! I'm Sierra, your meal-planning assistant. Tell me about your kitchen so your first plan fits.\n\n${missingTopicsMessage(missingTopics(EMPTY_CAPTURE))}`;
}

const lower = (items: readonly string[]) => items.map((i) => i.toLowerCase());

/** A few words on what this message added, so the user hears what Sierra understood. */
export function acknowledgement(before: OnboardingCapture, after: OnboardingCapture): string {
  const heard: string[] = [];
  if (!before.hasAllergies && after.hasAllergies) heard.push(after.allergies.length ? `allergic to ${joinWords(lower(after.allergies))}` : "no allergies");
  if (!before.hasDislikes && after.hasDislikes) heard.push(`eating ${joinWords(lower(after.dislikes))}`);
  if (!before.hasCuisines && after.hasCuisines) heard.push(`${joinWords(after.cuisines)} food`);
  if (!before.hasSkillLevel && after.hasSkillLevel) heard.push(after.cookingComplexity === "complex" ? "advanced recipes" : "simple recipes");
  if (!before.hasHouseholdSize && after.hasHouseholdSize) heard.push(`cooking for ${after.householdSize}`);
  if (!before.hasVarietyPreference && after.hasVarietyPreference) {
    heard.push(after.varietyPreference > 5 ? "new, exciting dishes" : after.varietyPreference < 5 ? "familiar favourites" : "a mix of new and familiar");
  }
  return heard.length ? `Got it: ${joinWords(heard)}.` : "";
}

export interface ChatTurn {
  capture: OnboardingCapture;
  reply: string;
  complete: boolean;
}

/**
 * Sierra's local reply to one message (no network, no model): capture, then acknowledge and ask
 * for what is missing. A meal or recipe request that tells nothing gets the canned reply; any
 * error inside gives the spec's failure reply and keeps what was known.
 */
export function replyTo(capture: OnboardingCapture, message: string, firstName: string, capturer = captureMessage): ChatTurn {
  try {
    const next = capturer(capture, message);
    const ack = acknowledgement(capture, next);
    if (isChatComplete(next)) {
      return {
        capture: next,
        complete: true,
        reply: `${ack} That's everything I need, ${firstName}! Check what I heard, then continue to choose your plan.`.trim(),
      };
    }
    if (!ack && OFF_TOPIC_PATTERN.test(message.toLowerCase())) return { capture: next, complete: false, reply: onboardingChatTexts.setupFirst };
    return { capture: next, complete: false, reply: `${ack || onboardingChatTexts.notCaught} ${missingTopicsMessage(missingTopics(next))}` };
  } catch {
    return { capture, complete: isChatComplete(capture), reply: onboardingChatTexts.failure };
  }
}
