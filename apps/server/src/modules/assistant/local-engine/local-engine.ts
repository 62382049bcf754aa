import { parseIntent, type Intent } from "@sierra/shared";
import type { AssistantEngine, EngineReply, EngineTurn } from "../../../adapters/llm/engine";
import { conversationReply } from "./conversation-reply";
import { planReply, swapReply } from "./plan-reply";
import { preferencesReply } from "./preferences-reply";
import { readPlanReply } from "./read-plan-reply";
import { generateReply, leftoversReply, LEFTOVERS, searchReply } from "./recipe-reply";
import { streamWords } from "./wording";

const HANDLERS: Partial<Record<Intent["kind"], (intent: Intent, turn: EngineTurn) => Promise<EngineReply>>> = {
  read_plan: readPlanReply,
  plan_meals: planReply,
  swap_meal: swapReply,
  search_recipes: searchReply,
  generate_recipe: generateReply,
  update_preferences: preferencesReply,
};

/**
 * The default engine (docs/decisions/034): offline, no key. It parses the message into an intent
 * with slots, calls the same tools a model would, and words the answer itself.
 */
export function createLocalEngine(): AssistantEngine {
  return {
    kind: "local",
    label: "Local engine (offline)",
    async reply(turn, onDelta) {
      const intent = parseIntent(turn.message, { today: turn.context.today, selectedDate: turn.context.selectedDate ?? undefined });
      // Leftovers are a search by what is at hand; the parser reads them as a search or not at all.
      const leftovers = (intent.kind === "search_recipes" || intent.kind === "unknown") && LEFTOVERS.test(turn.message);
      const handler = leftovers ? leftoversReply : (HANDLERS[intent.kind] ?? conversationReply);
      const reply = await handler(intent, turn);
      streamWords(reply.text, onDelta);
      return reply;
    },
    async check() {
      const probe = parseIntent("plan my dinners for next week", { today: "2026-01-05" });
      const ok = probe.kind === "plan_meals" && probe.slots.range?.start === "2026-01-12";
      return { ok, detail: ok ? "Local engine (offline): understood a test request" : "Local engine did not understand its test request" };
    },
  };
}
