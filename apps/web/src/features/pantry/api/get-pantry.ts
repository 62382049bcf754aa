import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PantryResponse } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { readPantryQueue, withPendingPantry } from "../lib/offline-queue";
import { pantryKeys } from "./keys";

/** GET /api/pantry: the items, with freshness judged by the user's today, and the changes this device still has queued on top. */
export async function fetchPantry(userId: string): Promise<PantryResponse> {
  const pantry = await unwrap(api.pantry.$get());
  // Rendered on the server (docs/decisions/068) there is no device and no queue: the app, once
  // started, sends this device's queued changes and asks again (use-pantry-flush.ts).
  if (typeof localStorage === "undefined") return pantry;
  return withPendingPantry(pantry, readPantryQueue(userId).ops);
}

export const pantryQuery = (userId: string) => queryOptions({ queryKey: pantryKeys.items(userId), queryFn: () => fetchPantry(userId) });

export function usePantry(userId: string | null) {
  return useQuery({ ...pantryQuery(userId ?? ""), enabled: userId !== null });
}
