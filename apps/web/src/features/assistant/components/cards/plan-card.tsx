import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarCheck } from "lucide-react";
import { mealPlanMessages, type AssistantCard } from "@sierra/shared";
import { ProposalActions } from "./proposal-actions";
import { serverTextOr } from "@/lib/api";
import { refreshMealPlans } from "@/lib/calendar-context";
import { toast } from "@/lib/toast";
import { useCardAction } from "../../api/card-action";
import { CardOutcome, CardShell } from "./card-shell";
import { useCardScope } from "./card-context";
import { MealRow } from "./meal-row";

type PlanCardData = Extract<AssistantCard, { kind: "plan" }>;

/** A plan Sierra proposes: nothing is written until "Add to calendar"; then the calendar refreshes. */
export function PlanCard({ card, messageId }: { card: PlanCardData; messageId: string }) {
  const { userId, threadId, onNavigate } = useCardScope();
  const queryClient = useQueryClient();
  const confirm = useCardAction(userId, "confirm", () => void refreshMealPlans(queryClient));
  const dismiss = useCardAction(userId, "dismiss");
  const ref = { threadId, messageId, cardId: card.id };
  const busy = confirm.isPending || dismiss.isPending;
  const firstDate = card.meals.map((m) => m.date).sort()[0];

  return (
    <CardShell label="Proposed meal plan" testId="sierra-plan-card">
      {card.summary && <p className="text-sm font-medium">{card.summary}</p>}
      <ul className="divide-y">
        {card.meals.map((meal) => (
          <MealRow key={`${meal.date}-${meal.mealType}`} meal={meal} />
        ))}
      </ul>
      {card.status === "proposed" ? (
        <ProposalActions
          confirmLabel="Add to calendar"
          pendingLabel="Adding..."
          pending={confirm.isPending}
          busy={busy}
          onConfirm={() =>
            confirm.mutate(ref, {
              onError: (error) =>
                toast.error(mealPlanMessages.addFailed, {
                  description: serverTextOr(error, mealPlanMessages.addFailedDetail),
                }),
            })
          }
          onDismiss={() => dismiss.mutate(ref, { onError: (error) => toast.error(error.message) })}
        />
      ) : card.status === "applied" ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardOutcome icon={<CalendarCheck className="size-4 text-primary" aria-hidden="true" />}>Added to your calendar</CardOutcome>
          {firstDate && (
            <Link
              to={`/meal-plans?view=weekly&date=${firstDate}`}
              onClick={onNavigate}
              className="text-sm font-medium text-primary underline-offset-2 hover:underline"
            >
              Open calendar
            </Link>
          )}
        </div>
      ) : (
        <CardOutcome>Not added</CardOutcome>
      )}
    </CardShell>
  );
}
