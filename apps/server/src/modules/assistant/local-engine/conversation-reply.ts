import { SIERRA_CAPABILITIES, type SierraRequest } from "@sierra/shared";
import type { EngineReply, EngineTurn } from "../../../adapters/llm/engine";
import { applyRemoval } from "./remove-reply";
import { listWords } from "./wording";

const EXAMPLES = "“plan my dinners for next week”, “what's for dinner on Friday?” or “find me a chicken recipe under 30 minutes”";

const capabilities = () => SIERRA_CAPABILITIES.map((c) => `- ${c}`).join("\n");

/** Greetings, help, thanks, yes / no / undo to the last proposal, explanations, and what Sierra cannot do. */
export async function conversationReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const name = turn.context.firstName ? ` ${turn.context.firstName}` : "";
  const last = turn.state?.lastRequest;
  switch (request.action) {
    case "greeting":
      return { text: `Hi${name}! What shall we cook? Try ${EXAMPLES}.`, cards: [] };
    case "help":
      return { text: `Here's what I can do:\n${capabilities()}\nTry ${EXAMPLES}.`, cards: [] };
    case "thanks":
      return { text: "You're welcome! Anything else for your meal plan?", cards: [] };
    case "confirm":
      return confirmReply(request, turn);
    case "decline": {
      if (last?.action === "remove_meals") return { text: "Alright, I've left your calendar as it is.", cards: [], state: null };
      const { data } = await turn.tools.dismissLatest();
      return {
        text: data.dismissed ? "No problem, I've set that aside. Want me to try something else?" : "Alright. What would you like instead?",
        cards: [],
        state: null,
      };
    }
    case "undo":
      return undoReply(turn);
    case "explain": {
      const items = turn.state?.shown?.items ?? [];
      if (!last || items.length === 0) return { text: "I haven't suggested anything in this conversation yet, so there's nothing to explain.", cards: [] };
      const c = last.constraints ?? {};
      const asked = [
        c.diets?.length ? listWords(c.diets) : null,
        c.cuisines?.length ? listWords(c.cuisines) : null,
        c.maxMinutes ? `ready in ${c.maxMinutes} minutes` : null,
      ].filter(Boolean);
      return {
        text: `I picked ${listWords(items.slice(0, 3).map((i) => i.title))}${items.length > 3 ? " and the rest" : ""} because they keep to your household's allergies, diets and dislikes${asked.length ? `, fit what you asked (${listWords(asked as string[])})` : ""}, and vary from what you've had lately.`,
        cards: [],
      };
    }
    default:
      return {
        text: `Sorry, I can't help with that: I only know about your meal plan, recipes, kitchen and food preferences. I can:\n${capabilities()}`,
        cards: [],
      };
  }
}

/** "yes", and "yes but not Tuesday": applies the last proposal (less the meals excepted). */
async function confirmReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const last = turn.state?.lastRequest;
  if (last?.action === "remove_meals" && last.days) return applyRemoval(last, turn);
  const shown = turn.state?.shown;
  const except = request.followUp?.op === "accept_except" ? (request.followUp.items ?? []).map((i) => shown?.items[i - 1]).filter((s) => s?.date) : [];
  const { data, cards } = await turn.tools.confirmLatest(
    except.length ? { skip: except.map((s) => ({ date: s!.date!, mealType: s!.mealType ?? "dinner" })) } : undefined,
  );
  if (!data.applied) return { text: "There's nothing waiting for your OK right now. Ask me to plan some meals first.", cards };
  const kept = shown?.kind === "proposal" ? shown.items.filter((item) => !except.includes(item)) : [];
  const left = except.length ? ` I left out ${listWords(except.map((s) => s!.title))}.` : "";
  return { text: `${data.applied}${left}`, cards, state: { ...turn.state, applied: { items: kept } } };
}

/** "undo that": takes the meals the last confirmation added off the calendar again. */
async function undoReply(turn: EngineTurn): Promise<EngineReply> {
  const applied = turn.state?.applied?.items ?? [];
  const dated = applied.filter((i) => i.date && i.mealType);
  if (dated.length === 0) return { text: "There's nothing of mine to undo here: I haven't added anything to your calendar in this conversation.", cards: [] };
  let removed = 0;
  for (const item of dated) {
    const { data } = await turn.tools.removeMeals({ start: item.date!, end: item.date!, mealTypes: [item.mealType!] });
    removed += data.removed.filter((m) => !item.recipeId || m.recipeId === item.recipeId).length;
  }
  return { text: `Done: I took the ${removed === 1 ? "meal" : `${removed} meals`} I'd just added back off your calendar.`, cards: [], state: null };
}
