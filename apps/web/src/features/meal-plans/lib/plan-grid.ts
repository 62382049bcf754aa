import {
  eachDay,
  isDimmed,
  selectableRange,
  slotState,
  type Clock,
  type IsoDate,
  type Meal,
  type MealPlanResponse,
  type MealType,
  type SlotState,
} from "@sierra/shared";

/** Breakfast, lunch and dinner always show (as meals or upgrade prompts); snack only when the plan allows it. */
export function visibleMealTypes(allowed: readonly MealType[]): MealType[] {
  const base: MealType[] = ["breakfast", "lunch", "dinner"];
  return allowed.includes("snack") ? [...base, "snack"] : base;
}

/** Meal types the calendar shows but the member's plan does not include (their slots say Upgrade). */
export function lockedMealTypes(allowed: readonly MealType[]): MealType[] {
  return visibleMealTypes(allowed).filter((mealType) => !allowed.includes(mealType));
}

export interface SlotView {
  date: IsoDate;
  mealType: MealType;
  state: SlotState;
  meal: Meal | null;
  dimmed: boolean;
  /** The slot takes a new recipe now (what an empty slot would say is 'open'): add or replace. */
  writable: boolean;
}

export interface DayView {
  date: IsoDate;
  isToday: boolean;
  slots: SlotView[];
}

/** The server's clock and zone, so the grid applies exactly the server's cut-offs. */
export function planClock(data: Pick<MealPlanResponse, "now" | "timeZone">): Clock {
  return { now: new Date(data.now), timeZone: data.timeZone };
}

/**
 * slotState and isDimmed, asked once per kind of date instead of once per slot: every
 * past day answers alike, and so do the days between tomorrow and the last selectable
 * day, and those after it. (Each answer reads the zone's clock, which is slow to build,
 * and a month has over a hundred slots.)
 */
function cachedRules(data: MealPlanResponse) {
  const clock = planClock(data);
  const { today, max } = selectableRange(clock);
  const kind = (date: IsoDate) => (date < today ? "past" : date === today ? "today" : date <= max ? "window" : "later");
  const states = new Map<string, SlotState>();
  const state = (date: IsoDate, mealType: MealType, hasMeal: boolean) => {
    const key = `${kind(date)}|${mealType}|${hasMeal}`;
    let value = states.get(key);
    if (value === undefined) {
      value = slotState({ date, mealType, allowed: data.allowedMealTypes, hasMeal, ...clock });
      states.set(key, value);
    }
    return value;
  };
  // Dimming grows with the date: once a day is dimmed, every later one is.
  let dimmedFrom: IsoDate | null = null;
  const dimmed = (date: IsoDate) => {
    if (dimmedFrom !== null && date >= dimmedFrom) return true;
    if (date <= today || !isDimmed(date, clock)) return false;
    dimmedFrom = date;
    return true;
  };
  return { today, state, dimmed };
}

/** Every date of the response's range with its slots, in display order. */
export function buildDays(data: MealPlanResponse): DayView[] {
  const rules = cachedRules(data);
  const types = visibleMealTypes(data.allowedMealTypes);
  return eachDay(data.range.start, data.range.end).map((date) => {
    const dimmed = rules.dimmed(date);
    const slots = types.map((mealType): SlotView => {
      const meal = data.slots[date]?.[mealType] ?? null;
      const state = rules.state(date, mealType, meal !== null);
      const writable = meal === null ? state === "open" : state === "planned" && rules.state(date, mealType, false) === "open";
      return { date, mealType, state, meal, dimmed, writable };
    });
    return { date, isToday: date === rules.today, slots };
  });
}

/** A month's days in Monday-first weeks; null pads the first and last week. */
export function monthWeeks<T extends { date: IsoDate }>(days: T[]): (T | null)[][] {
  if (days.length === 0) return [];
  const lead = (new Date(`${days[0]!.date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (T | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (T | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The one message of a day whose slots all say "No meal planned" (or all "Plan closer to date"), else null. */
export function collapsedState(day: DayView): "no_meal_planned" | "plan_closer" | null {
  const first = day.slots[0]?.state;
  if (first !== "no_meal_planned" && first !== "plan_closer") return null;
  return day.slots.every((s) => s.state === first) ? first : null;
}

/** A day more than 30 days ahead: all its slots are dimmed, so a day shown as one line is too. */
export const isDayDimmed = (day: DayView) => day.slots.length > 0 && day.slots.every((s) => s.dimmed);

export type DayListItem =
  { kind: "day"; day: DayView } | { kind: "run"; from: IsoDate; to: IsoDate; state: "no_meal_planned" | "plan_closer"; dimmed: boolean };

/** For the narrow day list: consecutive days that would each say the same single message become one line. */
export function groupDays(days: DayView[]): DayListItem[] {
  const items: DayListItem[] = [];
  for (const day of days) {
    const state = collapsedState(day);
    const last = items.at(-1);
    if (state && last?.kind === "run" && last.state === state && last.dimmed === isDayDimmed(day)) last.to = day.date;
    else if (state && last?.kind === "day" && collapsedState(last.day) === state && isDayDimmed(last.day) === isDayDimmed(day)) {
      items[items.length - 1] = { kind: "run", from: last.day.date, to: day.date, state, dimmed: isDayDimmed(day) };
    } else items.push({ kind: "day", day });
  }
  return items;
}
