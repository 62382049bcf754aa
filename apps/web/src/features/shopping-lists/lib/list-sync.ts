import type { QueryClient } from "@tanstack/react-query";
import type { ShoppingListDetail } from "@sierra/shared";
import { api, ApiError, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { shoppingListKeys } from "../api/keys";
import { acknowledge, nextRun, pendingFor, withPending } from "./offline-queue";

let running: Promise<void> | null = null;

/**
 * Sends the device's queued list changes, oldest first, one list's run at a time, waiting for each
 * answer (the server relies on that order, docs/decisions/061). A network failure leaves the rest
 * queued for the next try (back online, or the next change); a refusal (the list was deleted
 * elsewhere) drops that run and says so.
 */
export function flushListChanges(queryClient: QueryClient, userId: string): Promise<void> {
  running ??= drain(queryClient, userId).finally(() => (running = null));
  return running;
}

async function drain(queryClient: QueryClient, userId: string) {
  for (let run = nextRun(userId); run && navigator.onLine; run = nextRun(userId)) {
    const last = run.ops[run.ops.length - 1]!.seq;
    try {
      const list = await unwrap(api["shopping-lists"][":id"].sync.$post({ param: { id: run.listId }, json: { deviceId: run.deviceId, ops: run.ops } }));
      acknowledge(userId, last);
      queryClient.setQueryData<ShoppingListDetail>(shoppingListKeys.list(userId, list.id), withPending(list, pendingFor(userId, list.id)));
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.lists(userId) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) return;
      acknowledge(userId, last);
      toast.error("Some changes to the list could not be saved", { description: error.message });
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.list(userId, run.listId) });
    }
  }
}
