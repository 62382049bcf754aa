import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { PantryEvent, PantryResponse } from "@sierra/shared";
import { api } from "@/lib/api";
import { readSseData } from "@/lib/sse";
import { pantryKeys } from "./keys";

/** How long after a lost stream it is opened again. */
const REOPEN_MS = 3000;

/** GET /api/pantry/events: the pantry's version after each change; `{}` first, once the stream is open. */
async function* pantryEvents(signal: AbortSignal): AsyncGenerator<PantryEvent | "open"> {
  const res = await api.pantry.events.$get(undefined, { headers: { accept: "text/event-stream" }, init: { signal } });
  if (!res.ok || !res.body) return;
  for await (const data of readSseData(res.body, signal)) {
    const value = JSON.parse(data) as Partial<{ version: number; resync: true }>;
    if (value.resync) yield { resync: true };
    else if (typeof value.version === "number") yield { version: value.version };
    else yield "open";
  }
}

function apply(queryClient: QueryClient, userId: string, event: PantryEvent) {
  const held = queryClient.getQueryData<PantryResponse>(pantryKeys.items(userId));
  // Our own change comes back too: nothing to read when the pantry on screen already has that version.
  if ("version" in event && held && held.version >= event.version) return;
  void queryClient.invalidateQueries({ queryKey: pantryKeys.user(userId) });
}

/**
 * Follows the user's pantry while its page is open (docs/decisions/062): a change made on another
 * device makes the pantry (and what it feeds) read again, within a second. While the stream is
 * closed (offline, a proxy that refuses streams) the pantry refreshes on focus as before.
 */
export function usePantryChanges(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const follow = async () => {
      while (!controller.signal.aborted) {
        try {
          for await (const event of pantryEvents(controller.signal)) {
            if (event !== "open") apply(queryClient, userId, event);
          }
        } catch {
          // Lost (offline, a restart): reopened below.
        }
        await new Promise((resolve) => setTimeout(resolve, REOPEN_MS));
      }
    };
    void follow();
    return () => controller.abort();
  }, [userId, queryClient]);
}
