import { parseRequest, type RequestAction, type SierraRequest } from "@sierra/shared";
import type { AssistantEngine, EngineReply, EngineTurn } from "../../../adapters/llm/engine";
import { conversationReply } from "./conversation-reply";
import { nutritionReply, shoppingReply } from "./kitchen-reply";
import { planReply, swapReply } from "./plan-reply";
import { preferencesReply } from "./preferences-reply";
import { readPlanReply } from "./read-plan-reply";
import { generateReply, leftoversReply, searchReply } from "./recipe-reply";
import { removeReply } from "./remove-reply";
import { streamWords } from "./wording";

const HANDLERS: Partial<Record<RequestAction, (request: SierraRequest, turn: EngineTurn) => Promise<EngineReply>>> = {
  read_plan: readPlanReply,
  plan_meals: planReply,
  swap_meal: swapReply,
  remove_meals: removeReply,
  search_recipes: searchReply,
  generate_recipe: generateReply,
  update_preferences: preferencesReply,
  shopping_list: shoppingReply,
  nutrition: nutritionReply,
  cook_from_pantry: leftoversReply,
};

/**
 * The default engine (docs/decisions/034, 047): offline, no key. It reads the message into the
 * request model against the thread's dialogue state, calls the same tools a model would, and words
 * the answer from what the tools returned.
 */
export function createLocalEngine(): AssistantEngine {
  return {
    kind: "local",
    label: "Local engine (offline)",
    async reply(turn, onDelta) {
      const request = parseRequest(turn.message, { today: turn.context.today, selectedDate: turn.context.selectedDate ?? undefined, state: turn.state });
      const handler = HANDLERS[request.action] ?? conversationReply;
      const reply = await handler(request, turn);
      const unhandled = request.unhandled?.length ? ` (I didn't act on ${request.unhandled.join(", ")}.)` : "";
      const text = `${reply.text}${unhandled}`;
      streamWords(text, onDelta);
      return { ...reply, text };
    },
    async check() {
      const probe = parseRequest("plan my dinners for next week", { today: "2026-01-05" });
      const ok = probe.action === "plan_meals" && probe.days?.start === "2026-01-12";
      return { ok, detail: ok ? "Local engine (offline): understood a test request" : "Local engine did not understand its test request" };
    },
  };
}
