import type { AssistantCard } from "@sierra/shared";
import { GenerationCard } from "./generation-card";
import { MealsCard } from "./meals-card";
import { PlanCard } from "./plan-card";
import { PreferencesCard } from "./preferences-card";
import { RecipesCard } from "./recipes-card";

/** The cards an assistant message carries, each by its kind. */
export function MessageCards({ cards, messageId }: { cards: AssistantCard[]; messageId: string }) {
  return cards.map((card) => {
    switch (card.kind) {
      case "plan":
        return <PlanCard key={card.id} card={card} messageId={messageId} />;
      case "meals":
        return <MealsCard key={card.id} card={card} />;
      case "recipes":
        return <RecipesCard key={card.id} card={card} />;
      case "generation":
        return <GenerationCard key={card.id} card={card} messageId={messageId} />;
      case "preferences":
        return <PreferencesCard key={card.id} card={card} messageId={messageId} />;
    }
  });
}
