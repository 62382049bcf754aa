import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { profileToasts, type AssistantCard } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
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
        <div className="flex gap-2">
          <Button
            type="button"
            size="sm"
            className="flex-1"
            disabled={busy}
            onClick={() => save.mutate(ref, { onError: (error) => toast.error(error instanceof ApiError && error.status < 500 ? error.message : profileToasts.preferencesFailed) })}
          >
            {save.isPending ? "Saving..." : "Save"}
          </Button>
          <Button type="button" size="sm" variant="outline" className="flex-1" disabled={busy} onClick={() => dismiss.mutate(ref, { onError: (error) => toast.error(error.message) })}>
            Not now
          </Button>
        </div>
      ) : card.status === "applied" ? (
        <CardOutcome icon={<CircleCheck className="size-4 text-primary" aria-hidden="true" />}>Saved to your preferences</CardOutcome>
      ) : (
        <CardOutcome>Not saved</CardOutcome>
      )}
    </CardShell>
  );
}
