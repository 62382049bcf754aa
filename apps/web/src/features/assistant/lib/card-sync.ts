import type { AssistantCard, CurrentThreadResponse } from "@sierra/shared";

/**
 * A reply in words can settle cards shown earlier ("yes add them" applies the last proposal, a
 * refinement sets the one before aside), which the stream does not resend. These say when the
 * stored thread must be read again, and what its new copy changed.
 */
type Thread = CurrentThreadResponse | undefined;

const proposed = (card: AssistantCard) => "status" in card && card.status === "proposed";

/** A card still waiting for an answer that the next reply may settle. */
export function hasOpenProposal(thread: Thread): boolean {
  return Boolean(thread?.messages.some((m) => m.cards.some(proposed)));
}

/** Kinds of the cards that went from proposed to applied between two copies of a thread. */
export function appliedKinds(before: Thread, after: Thread): Set<AssistantCard["kind"]> {
  const wasOpen = new Set(before?.messages.flatMap((m) => m.cards.filter(proposed).map((c) => c.id)) ?? []);
  const kinds = new Set<AssistantCard["kind"]>();
  for (const message of after?.messages ?? [])
    for (const card of message.cards) if (wasOpen.has(card.id) && "status" in card && card.status === "applied") kinds.add(card.kind);
  return kinds;
}
