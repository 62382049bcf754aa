import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { GENERATION_WATCH_TIMEOUT_MS, type AssistantCard, type CurrentThreadResponse, type GenerationView } from "@sierra/shared";
import { refreshMealPlans } from "@/lib/calendar-context";
import { toast } from "@/lib/toast";
import { assistantKeys } from "../api/keys";
import { fetchGeneration, generationEvents } from "../api/watch-generation";
import { isLiveGeneration } from "../lib/live-generations";
import { updateCard } from "../lib/thread-updates";
import { isSettled, watchUntilSettled } from "../lib/watch-loop";

type GenerationCard = Extract<AssistantCard, { kind: "generation" }>;

export const generationToasts = {
  ready: "Recipe Ready",
  readyDetail: (title: string | null) => (title ? `Your ${title} recipe is ready to cook.` : "Your new recipe is ready to cook."),
  failed: "Recipe Generation Failed",
  failedDetail: "Sierra could not create this recipe. Please try again.",
};

/**
 * Spec section 4 (generation queue item): watch a queued recipe until it completes (the plan
 * refreshes, a success toast, the card links to the recipe) or fails (a toast with the reason);
 * stop after 5 minutes. Returns true once the watch gave up waiting.
 */
export function useGenerationWatch(userId: string, messageId: string, card: GenerationCard): boolean {
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const settled = isSettled(card);
  const { generationId, title } = card;

  useEffect(() => {
    if (settled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setTimedOut(true);
      controller.abort();
    }, GENERATION_WATCH_TIMEOUT_MS);
    let sawUnsettled = isLiveGeneration(generationId);
    const show = (view: GenerationView) => {
      if (!isSettled(view)) sawUnsettled = true;
      queryClient.setQueryData<CurrentThreadResponse>(assistantKeys.current(userId), (thread) =>
        updateCard(thread, messageId, card.id, (c) =>
          c.kind === "generation" ? { ...c, status: view.status, recipeId: view.recipeId, reason: view.reason } : c,
        ),
      );
    };
    void watchUntilSettled({
      open: (signal) => generationEvents(generationId, signal),
      fetchOnce: (signal) => fetchGeneration(generationId, signal),
      onView: show,
      signal: controller.signal,
    }).then((outcome) => {
      clearTimeout(timer);
      if (!outcome) return;
      if (outcome.status === "completed") void refreshMealPlans(queryClient);
      if (!sawUnsettled) return;
      if (outcome.status === "completed") toast.success(generationToasts.ready, { description: generationToasts.readyDetail(title) });
      else toast.error(generationToasts.failed, { description: outcome.reason || generationToasts.failedDetail });
    });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [card.id, generationId, messageId, queryClient, settled, title, userId]);

  return timedOut && !settled;
}
