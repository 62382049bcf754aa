import { Link } from "react-router";
import { CircleAlert, CircleCheck, Clock, LoaderCircle } from "lucide-react";
import type { AssistantCard } from "@sierra/shared";
import { useGenerationWatch } from "../../hooks/use-generation-watch";
import { CardOutcome, CardShell } from "./card-shell";
import { useCardScope } from "./card-context";

type GenerationCardData = Extract<AssistantCard, { kind: "generation" }>;

/** A recipe being written by the generation queue, watched until it is ready or failed (or 5 minutes pass). */
export function GenerationCard({ card, messageId }: { card: GenerationCardData; messageId: string }) {
  const { userId, onNavigate } = useCardScope();
  const gaveUp = useGenerationWatch(userId, messageId, card);
  // The title is the dish as asked ("spicy lentil soup"), not yet the recipe's own name.
  const name = card.title ?? "your recipe";
  const dish = card.title ? card.title.charAt(0).toUpperCase() + card.title.slice(1) : null;

  return (
    <CardShell label="Recipe generation" testId="sierra-generation-card">
      {card.status === "completed" && card.recipeId ? (
        <div className="flex flex-col gap-1">
          <CardOutcome icon={<CircleCheck className="size-4 text-primary" aria-hidden="true" />}>{dish ? `Recipe ready: ${dish}` : "Recipe ready"}</CardOutcome>
          <Link to={`/recipe/${card.recipeId}`} onClick={onNavigate} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
            View recipe
          </Link>
        </div>
      ) : card.status === "failed" ? (
        <div className="flex flex-col gap-1">
          <CardOutcome icon={<CircleAlert className="size-4 text-destructive" aria-hidden="true" />}>Could not create {name}</CardOutcome>
          {card.reason && <p className="text-sm text-muted-foreground">{card.reason}</p>}
        </div>
      ) : gaveUp ? (
        <CardOutcome icon={<Clock className="size-4 text-muted-foreground" aria-hidden="true" />}>
          Still working on {name}. It will be in your recipes when it is ready.
        </CardOutcome>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm">
          <LoaderCircle className="size-4 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
          Creating {name}... this can take a minute.
        </p>
      )}
    </CardShell>
  );
}
