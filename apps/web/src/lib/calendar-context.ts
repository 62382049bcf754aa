import { useSyncExternalStore } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { IsoDate } from "@sierra/shared";

/**
 * The seam between the calendar (features/meal-plans, features/profile) and Sierra
 * (features/assistant), which may not import each other's internals:
 * - the calendar publishes the date it shows; Sierra reads it ("the selected date", spec
 *   section 2). It stays for the session once the calendar has shown one, so "what's for
 *   dinner?" asked from the recipes page still means the day last looked at;
 * - the query key roots of the data Sierra can change, owned here so both sides agree.
 */
export const MEAL_PLANS_QUERY_ROOT = ["meal-plans"] as const;
export const PROFILE_QUERY_ROOT = ["profile"] as const;

let selected: IsoDate | null = null;
const listeners = new Set<() => void>();

export function publishSelectedDate(date: IsoDate | null) {
  if (date === selected) return;
  selected = date;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The date the calendar last showed in this tab, or null before the calendar was opened. */
export function useSelectedCalendarDate(): IsoDate | null {
  return useSyncExternalStore(
    subscribe,
    () => selected,
    () => null,
  );
}

/** Marks every meal plan stale: shown plans load again at once, the others on their next view. */
export function refreshMealPlans(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: MEAL_PLANS_QUERY_ROOT });
}

export function refreshProfile(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT });
}
