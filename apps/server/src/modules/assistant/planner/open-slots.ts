import { selectableRange, slotMessages, slotState, type IsoDate, type MealType, type SlotState } from "@sierra/shared";
import type { Eligible } from "./candidates";
import type { PlannedMealRef, PlannerInput, PlannerSlot, PlannerSkippedSlot, SkipReason } from "./types";

export const slotKey = (slot: PlannerSlot) => `${slot.date}|${slot.mealType}`;

/** The calendar's words for a slot it does not offer (spec section 4, "Meal slot display"). */
export function skipMessage(reason: SkipReason, mealType: MealType): string {
  switch (reason) {
    case "upgrade":
      return `Your plan doesn't include ${mealType}. Upgrade to All-Day plan for ${mealType} recipes.`;
    case "planned":
      return "Already planned: kept as it is.";
    case "no_meal_planned":
      return slotMessages.noMealPlanned;
    case "plan_closer":
      return slotMessages.planCloser;
    case "not_available":
      return slotMessages.notAvailable;
    case "no_recipe":
      return `No ${mealType} recipe fits your allergies, dislikes and filters.`;
  }
}

/**
 * Splits the requested slots into the ones to fill and the skipped ones. The calendar's own rule
 * (slotState) decides: only an "open" slot may be filled, so a kept meal, a closed, past or
 * too-distant slot, and a meal type outside the subscription are skipped with its reason.
 */
export function openSlots(input: PlannerInput, eligible: Eligible): { toFill: PlannerSlot[]; skipped: PlannerSkippedSlot[] } {
  const existing = new Map<string, PlannedMealRef>(input.existing.map((meal) => [slotKey(meal), meal]));
  const seen = new Set<string>();
  const stateOf = cachedSlotState(input.rules);
  const toFill: PlannerSlot[] = [];
  const skipped: PlannerSkippedSlot[] = [];
  for (const { date, mealType } of input.slots) {
    const key = slotKey({ date, mealType });
    if (seen.has(key)) continue;
    seen.add(key);
    const state = stateOf(date, mealType, existing.has(key));
    const reason: SkipReason | null = state !== "open" ? state : eligible.byType[mealType].length === 0 ? "no_recipe" : null;
    if (reason) skipped.push({ date, mealType, reason, message: skipMessage(reason, mealType) });
    else toFill.push({ date, mealType });
  }
  return { toFill, skipped };
}

/**
 * slotState reads the clock in the user's zone (an Intl formatter, ~0.1 ms) on every call, and a
 * month of slots made that a fifth of a plan's time. Its answer depends on the date only through
 * where it falls (past, today, inside the window, beyond it), so one call per place, meal type and
 * kept-or-not answers every slot.
 */
function cachedSlotState(rules: PlannerInput["rules"]): (date: IsoDate, mealType: MealType, hasMeal: boolean) => SlotState {
  const { allowedMealTypes: allowed, now, timeZone } = rules;
  const { today, max } = selectableRange({ now, timeZone });
  const cache = new Map<string, SlotState>();
  return (date, mealType, hasMeal) => {
    const place = date < today ? "past" : date === today ? "today" : date > max ? "beyond" : "window";
    const key = `${place}|${mealType}|${hasMeal}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const state = slotState({ date, mealType, allowed, hasMeal, now, timeZone });
    cache.set(key, state);
    return state;
  };
}
