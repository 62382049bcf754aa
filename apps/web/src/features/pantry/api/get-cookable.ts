import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CookableResponse } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { pantryKeys } from "./keys";

/** GET /api/pantry/cookable: recipes with at least half their ingredients at home, best covered first. */
export function fetchCookable(): Promise<CookableResponse> {
  return unwrap(api.pantry.cookable.$get());
}

export const cookableQuery = (userId: string) => queryOptions({ queryKey: pantryKeys.cookable(userId), queryFn: fetchCookable });

export function useCookableRecipes(userId: string | null, enabled: boolean) {
  return useQuery({ ...cookableQuery(userId ?? ""), enabled: enabled && userId !== null });
}
