import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PantryResponse } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { pantryKeys } from "./keys";

/** GET /api/pantry: the items, with freshness judged by the user's today. */
export function fetchPantry(): Promise<PantryResponse> {
  return unwrap(api.pantry.$get());
}

export const pantryQuery = (userId: string) => queryOptions({ queryKey: pantryKeys.items(userId), queryFn: fetchPantry });

export function usePantry(userId: string | null) {
  return useQuery({ ...pantryQuery(userId ?? ""), enabled: userId !== null });
}
