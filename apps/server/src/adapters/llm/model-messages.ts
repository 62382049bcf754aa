import type { ModelMessage } from "ai";
import type { AssistantCard, ChatMessage } from "@sierra/shared";

/** How much of the thread the model sees: enough for "yes, add them", little enough to stay fast. */
export const HISTORY_MESSAGES = 20;

/**
 * A card in one line, so the model knows what it showed before ("the plan you proposed") without
 * the ids it must not reuse from memory.
 */
function describeCard(card: AssistantCard): string {
  switch (card.kind) {
    case "plan":
      return `plan card (${card.status}): ${card.meals.map((m) => `${m.date} ${m.mealType} ${m.title}`).join("; ")}`;
    case "meals":
      return `planned meals: ${card.meals.map((m) => `${m.date} ${m.mealType} ${m.title}`).join("; ")}`;
    case "recipes":
      return `recipes found: ${card.recipes.map((r) => r.title).join("; ")}`;
    case "generation":
      return `recipe generation (${card.status})${card.title ? `: ${card.title}` : ""}`;
    case "preferences":
      return `preference change (${card.status}): ${card.description}`;
  }
}

function toModelMessage(message: ChatMessage): ModelMessage {
  if (message.role === "user") return { role: "user", content: message.content };
  const cards = message.cards.map((card) => `[shown: ${describeCard(card)}]`);
  return { role: "assistant", content: [message.content, ...cards].filter(Boolean).join("\n") };
}

/** The last messages of the thread, oldest first, then the new one. */
export function conversation(history: ChatMessage[], message: string): ModelMessage[] {
  const recent = history.slice(-HISTORY_MESSAGES).filter((m) => m.content.trim() || m.cards.length);
  return [...recent.map(toModelMessage), { role: "user", content: message }];
}
