import { eachDay, slotState, zonedNow, type IsoDate, type MealPlanResponse, type MealType } from "@sierra/shared";

/** Which meal a remixed dish goes to first: dinner, then lunch, breakfast, a snack. */
const PREFERENCE: MealType[] = ["dinner", "lunch", "breakfast", "snack"];

/**
 * The first free slot from today in a plan's range: a meal type the subscription allows, open by
 * the spec's slot rules (not past its cut-off, not beyond a month ahead), with nothing planned.
 */
export function firstFreeSlot(plan: MealPlanResponse): { date: IsoDate; mealType: MealType } | null {
  const now = new Date(plan.now);
  const today = zonedNow(now, plan.timeZone).date;
  const start = plan.range.start > today ? plan.range.start : today;
  if (start > plan.range.end) return null;
  const types = PREFERENCE.filter((t) => plan.allowedMealTypes.includes(t));
  for (const date of eachDay(start, plan.range.end)) {
    for (const mealType of types) {
      const hasMeal = Boolean(plan.slots[date]?.[mealType]);
      if (slotState({ date, mealType, allowed: plan.allowedMealTypes, hasMeal, now, timeZone: plan.timeZone }) === "open") return { date, mealType };
    }
  }
  return null;
}
