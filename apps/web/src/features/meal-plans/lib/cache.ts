import type { IsoDate, Meal, MealPlanResponse, MealType } from "@sierra/shared";

/** The cached plan with one slot set (a meal) or emptied (null); plans whose range misses the date are returned as they are. */
export function withSlot(data: MealPlanResponse | undefined, date: IsoDate, mealType: MealType, meal: Meal | null): MealPlanResponse | undefined {
  if (!data || date < data.range.start || date > data.range.end) return data;
  const day = { ...data.slots[date] };
  if (meal) day[mealType] = meal;
  else delete day[mealType];
  return { ...data, slots: { ...data.slots, [date]: day } };
}

/** The cached plan without the meals of a deleted plan's dates. */
export function withoutRange(data: MealPlanResponse | undefined, start: IsoDate, end: IsoDate): MealPlanResponse | undefined {
  if (!data) return data;
  const slots = Object.fromEntries(Object.entries(data.slots).filter(([date]) => date < start || date > end));
  return { ...data, slots };
}
