import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CookedMealsResponse, IsoDate } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { pantryKeys } from "./keys";

/** GET /api/pantry/cooked: the meals marked cooked in a range. */
export function fetchCookedMeals(start: IsoDate, end: IsoDate): Promise<CookedMealsResponse> {
  return unwrap(api.pantry.cooked.$get({ query: { start, end } }));
}

export const cookedMealsQuery = (userId: string, start: IsoDate, end: IsoDate) =>
  queryOptions({ queryKey: pantryKeys.cooked(userId, start, end), queryFn: () => fetchCookedMeals(start, end) });

export function useCookedMeals(userId: string | null, range: { start: IsoDate; end: IsoDate } | null) {
  return useQuery({ ...cookedMealsQuery(userId ?? "", range?.start ?? "", range?.end ?? ""), enabled: userId !== null && range !== null });
}
