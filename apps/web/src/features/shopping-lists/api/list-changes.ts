import { useEffect, useState } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ShoppingListChange, ShoppingListDetail, ShoppingListEvent } from "@sierra/shared";
import { api } from "@/lib/api";
import { readSseData } from "@/lib/sse";
import { shoppingListKeys } from "./keys";

/** How long after a lost stream it is opened again. */
const REOPEN_MS = 3000;

/** GET /api/shopping-lists/events: each change to one of the user's lists; `{}` first, once the stream is open. */
async function* listEvents(signal: AbortSignal): AsyncGenerator<ShoppingListEvent | "open"> {
  const res = await api["shopping-lists"].events.$get(undefined, { headers: { accept: "text/event-stream" }, init: { signal } });
  if (!res.ok || !res.body) return;
  for await (const data of readSseData(res.body, signal)) {
    const value = JSON.parse(data) as Partial<ShoppingListChange & { resync: true }>;
    if (value.resync) yield { resync: true };
    else if (typeof value.listId === "string" && typeof value.version === "number") yield { listId: value.listId, version: value.version };
    else yield "open";
  }
}

function apply(queryClient: QueryClient, userId: string, change: ShoppingListEvent) {
  if ("resync" in change) return void queryClient.invalidateQueries({ queryKey: shoppingListKeys.user(userId) });
  const held = queryClient.getQueryData<ShoppingListDetail>(shoppingListKeys.list(userId, change.listId));
  // Our own change comes back too: nothing to read when the list on screen already has that version.
  if (held && held.version >= change.version) return;
  void queryClient.invalidateQueries({ queryKey: shoppingListKeys.list(userId, change.listId) });
  void queryClient.invalidateQueries({ queryKey: shoppingListKeys.lists(userId) });
}

/**
 * Follows the user's list changes while a list page is open (docs/decisions/065): a change made
 * on another device makes the list it names read again; after missed announcements every list
 * is read again. Returns whether the stream is open: while it is not (offline, a proxy that
 * refuses streams), the open list falls back to asking every few seconds.
 */
export function useListChanges(userId: string | null): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const follow = async () => {
      while (!controller.signal.aborted) {
        try {
          for await (const event of listEvents(controller.signal)) {
            if (event === "open") setLive(true);
            else apply(queryClient, userId, event);
          }
        } catch {
          // Lost (offline, a restart): polling covers the gap until the stream is open again.
        }
        setLive(false);
        await new Promise((resolve) => setTimeout(resolve, REOPEN_MS));
      }
    };
    void follow();
    return () => {
      controller.abort();
      setLive(false);
    };
  }, [userId, queryClient]);
  return live;
}
