import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CoverageResponse } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { pantryKeys } from "./keys";

/** GET /api/pantry/coverage: how many of each recipe's ingredients are at home (50 recipes at most). */
export function fetchCoverage(recipeIds: string[]): Promise<CoverageResponse> {
  return unwrap(api.pantry.coverage.$get({ query: { recipeIds: recipeIds.join(",") } }));
}

export const coverageQuery = (userId: string, recipeIds: string[]) =>
  queryOptions({ queryKey: pantryKeys.coverage(userId, recipeIds), queryFn: () => fetchCoverage(recipeIds.slice(0, 50)), staleTime: 30_000 });

/** Coverage of the recipes shown; nothing is asked for visitors or an empty list. */
export function useRecipeCoverage(userId: string | null, recipeIds: string[]) {
  return useQuery({ ...coverageQuery(userId ?? "", recipeIds), enabled: userId !== null && recipeIds.length > 0 });
}
