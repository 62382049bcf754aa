import type { QueryClient } from "@tanstack/react-query";
import { MAX_SYNC_OPS, type PantryResponse } from "@sierra/shared";
import { api, ApiError, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { pantryKeys } from "../api/keys";
import { acknowledgePantryOps, readPantryQueue, withPendingPantry } from "./offline-queue";

let running: Promise<void> | null = null;

/**
 * Sends the device's queued pantry changes, oldest first, waiting for each answer (the server
 * relies on that order, docs/decisions/062). A network failure leaves them queued for the next
 * try (back online, or the next change); a refusal drops that run and says so.
 */
export function flushPantryChanges(queryClient: QueryClient, userId: string): Promise<void> {
  running ??= drain(queryClient, userId).finally(() => (running = null));
  return running;
}

async function drain(queryClient: QueryClient, userId: string) {
  for (let queue = readPantryQueue(userId); queue.ops.length > 0 && navigator.onLine; queue = readPantryQueue(userId)) {
    const ops = queue.ops.slice(0, MAX_SYNC_OPS);
    const last = ops[ops.length - 1]!.seq;
    try {
      const pantry = await unwrap(api.pantry.sync.$post({ json: { deviceId: queue.deviceId, ops } }));
      acknowledgePantryOps(userId, last);
      queryClient.setQueryData<PantryResponse>(pantryKeys.items(userId), withPendingPantry(pantry, readPantryQueue(userId).ops));
      // What the pantry feeds (coverage, cookable recipes) is read again.
      void queryClient.invalidateQueries({ queryKey: pantryKeys.user(userId), predicate: (q) => q.queryKey[2] !== "items" });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) return;
      acknowledgePantryOps(userId, last);
      toast.error("Some changes to the pantry could not be saved", { description: error.message });
      void queryClient.invalidateQueries({ queryKey: pantryKeys.user(userId) });
    }
  }
}
