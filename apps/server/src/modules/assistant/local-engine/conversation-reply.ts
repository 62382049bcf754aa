import { SIERRA_CAPABILITIES, type Intent } from "@sierra/shared";
import type { EngineReply, EngineTurn } from "../../../adapters/llm/engine";

const EXAMPLES = "“plan my dinners for next week”, “what's for dinner on Friday?” or “find me a chicken recipe under 30 minutes”";

const capabilities = () => SIERRA_CAPABILITIES.map((c) => `- ${c}`).join("\n");

/** Greetings, help, thanks, yes/no to a proposal, and what the local engine cannot do. */
export async function conversationReply(intent: Intent, turn: EngineTurn): Promise<EngineReply> {
  const name = turn.context.firstName ? ` ${turn.context.firstName}` : "";
  switch (intent.kind) {
    case "greeting":
      return { text: `Hi${name}! What shall we cook? Try ${EXAMPLES}.`, cards: [] };
    case "help":
      return { text: `Here's what I can do:\n${capabilities()}\nTry ${EXAMPLES}.`, cards: [] };
    case "thanks":
      return { text: "You're welcome! Anything else for your meal plan?", cards: [] };
    case "confirm": {
      const { data, cards } = await turn.tools.confirmLatest();
      return { text: data.applied ?? "There's nothing waiting for your OK right now. Ask me to plan some meals first.", cards };
    }
    case "decline": {
      const { data } = await turn.tools.dismissLatest();
      return { text: data.dismissed ? "No problem, I've set that aside. Want me to try something else?" : "Alright. What would you like instead?", cards: [] };
    }
    default:
      return {
        text: `Sorry, I can't help with that: I only know about your meal plan, recipes and food preferences, and I run on this server without internet access. I can:\n${capabilities()}`,
        cards: [],
      };
  }
}
