import type { SierraRequest } from "@sierra/shared";
import type { EngineReply, EngineTurn } from "../../../adapters/llm/engine";

/** "I'm allergic to shellfish now", "we're four now": offered as a card, saved only when confirmed. */
export async function preferencesReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const changes = request.preferenceChanges ?? {};
  const { data, cards } = await turn.tools.proposePreferenceChange(changes);
  if (cards.length === 0) return { text: "Your preferences already say that, so there's nothing to change.", cards: [] };
  const allergyNote = changes.addAllergies?.length ? " From then on I'll leave out every recipe with it, for everyone at your table." : "";
  return { text: `Shall I ${data.description.charAt(0).toLowerCase()}${data.description.slice(1)}?${allergyNote} Nothing changes until you save it.`, cards };
}
