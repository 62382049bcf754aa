import type { MealType } from "../billing/subscription";
import { upgradeMessage } from "../meal-plans/plan-texts";
import { onboardingChatTexts } from "../onboarding/replies";
import { assistantMessages } from "./messages";

/**
 * The assistant's message rules (spec section 5, Assistant). Pure, so the panel and the server
 * apply the same ones.
 */

/**
 * A leading control word, stripped from a user's message: `start_onboarding`, `initialize`, or any
 * word starting `system_` or `debug_` (case-insensitive), followed by ":" or white space or
 * nothing. Repeated prefixes go too ("system_x: debug_y: hi" -> "hi"). "initialized" and
 * "systematic" are ordinary words and stay.
 */
const CONTROL_PREFIX = /^(?:start_onboarding|initialize|system_\w*|debug_\w*)(?=[\s:]|$)[\s:]*/i;

export type FilteredMessage = { ok: true; message: string } | { ok: false; error: typeof assistantMessages.invalidAfterFiltering };

export function filterUserMessage(raw: string): FilteredMessage {
  let message = raw.trim();
  for (let before = ""; before !== message;) {
    before = message;
    message = message.replace(CONTROL_PREFIX, "").trim();
  }
  return message ? { ok: true, message } : { ok: false, error: assistantMessages.invalidAfterFiltering };
}

/** Replies that are empty or leak a control word are never shown (case-insensitive). */
export function isReplyDropped(reply: string): boolean {
  return reply.trim() === "" || /start_onboarding|system_|debug_/i.test(reply);
}

/**
 * Onboarding context: a message about meals, recipes, cooking, ingredients, dinner, breakfast,
 * lunch or plans gets the canned "finish account setup first" reply (`onboardingChatTexts.setupFirst`).
 */
const SETUP_FIRST_WORDS =
  /\b(?:meals?|mealtimes?|recipes?|cook(?:s|ed|ing|ery)?|ingredients?|dinners?|breakfasts?|lunch(?:es)?|plan(?:s|ned|ning|ner|ners)?)\b/i;
export function onboardingNeedsSetup(message: string): boolean {
  return SETUP_FIRST_WORDS.test(message);
}

/** The canned reply itself, or null when the message may go on. */
export function onboardingSetupReply(message: string): string | null {
  return onboardingNeedsSetup(message) ? onboardingChatTexts.setupFirst : null;
}

const GATED = /\b(breakfasts?|lunch(?:es)?)\b/gi;
const PLAN_WORDS = /\b(?:plan(?:s|ned|ning)?|recipes?|meals?)\b/i;

export const subscriptionOfferTexts = {
  dinner: "I'd be happy to help with dinner instead: ask me to plan your dinners or find a dinner recipe. Or upgrade your plan on the Subscription page.",
  upgrade: "Upgrade your plan on the Subscription page and I can start planning with you.",
} as const;

/**
 * The local answer (no engine call) to a message that mentions breakfast or lunch together with
 * plan, recipe or meal words when that meal type is outside the subscription: the spec's refusal
 * for the first such meal named, then an offer to help with dinner (when allowed) or to upgrade.
 * Null when the message may go on.
 */
export function subscriptionRefusal(message: string, allowedMealTypes: readonly MealType[], subscription: Parameters<typeof upgradeMessage>[1]): string | null {
  if (!PLAN_WORDS.test(message)) return null;
  const refused = [...message.matchAll(GATED)]
    .map((m): MealType => (m[1]!.toLowerCase().startsWith("breakfast") ? "breakfast" : "lunch"))
    .find((meal) => !allowedMealTypes.includes(meal));
  if (!refused) return null;
  const offer = allowedMealTypes.includes("dinner") ? subscriptionOfferTexts.dinner : subscriptionOfferTexts.upgrade;
  return `${upgradeMessage(refused, subscription)} ${offer}`;
}
