import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { profileToasts, type AssistantCard } from "@sierra/shared";
import { ProposalActions } from "./proposal-actions";
import { serverTextOr } from "@/lib/api";
import { refreshProfile } from "@/lib/calendar-context";
import { toast } from "@/lib/toast";
import { useCardAction } from "../../api/card-action";
import { assistantKeys } from "../../api/keys";
import { CardOutcome, CardShell } from "./card-shell";
import { useCardScope } from "./card-context";

/** A change to preferences or the household, saved only on "Save". */
export function PreferencesCard({ card, messageId }: { card: Extract<AssistantCard, { kind: "preferences" }>; messageId: string }) {
  const { userId, threadId } = useCardScope();
  const queryClient = useQueryClient();
  const save = useCardAction(userId, "confirm", () => {
    void refreshProfile(queryClient);
    void queryClient.invalidateQueries({ queryKey: assistantKeys.profile(userId) });
  });
  const dismiss = useCardAction(userId, "dismiss");
  const ref = { threadId, messageId, cardId: card.id };
  const busy = save.isPending || dismiss.isPending;

  return (
    <CardShell label="Preference change" testId="sierra-preferences-card">
      <p className="text-sm">{card.description}</p>
      {card.status === "proposed" ? (
        <ProposalActions
          confirmLabel="Save"
          pendingLabel="Saving..."
          pending={save.isPending}
          busy={busy}
          onConfirm={() =>
            save.mutate(ref, {
              onError: (error) => toast.error(serverTextOr(error, profileToasts.preferencesFailed)),
            })
          }
          onDismiss={() => dismiss.mutate(ref, { onError: (error) => toast.error(error.message) })}
        />
      ) : card.status === "applied" ? (
        <CardOutcome icon={<CircleCheck className="size-4 text-primary" aria-hidden="true" />}>Saved to your preferences</CardOutcome>
      ) : (
        <CardOutcome>Not saved</CardOutcome>
      )}
    </CardShell>
  );
}
