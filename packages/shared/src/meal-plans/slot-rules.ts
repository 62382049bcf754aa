import type { MealType } from "../billing/subscription";
import { addMonths, daysBetween, zonedNow, type IsoDate } from "./dates";

/** Today's cut-offs in the user's zone, minutes after midnight; snack is always open. */
export const MEAL_CUTOFFS: Record<MealType, number | null> = { breakfast: 11 * 60, lunch: 14 * 60, dinner: 21 * 60, snack: null };
export const PAST_MONTHS_SELECTABLE = 6;
export const FUTURE_MONTHS_SELECTABLE = 1;
export const DIM_AFTER_DAYS = 30;

export const slotMessages = {
  noMealPlanned: "No meal planned",
  planCloser: "Plan closer to date",
  notAvailable: "Not available at this time",
} as const;

export type SlotState = "upgrade" | "planned" | "no_meal_planned" | "plan_closer" | "not_available" | "open";

export interface Clock {
  now: Date;
  timeZone: string;
}

/** Dates the calendar offers: 6 months back to 1 month ahead of today in the user's zone (docs/decisions/008). */
export function selectableRange({ now, timeZone }: Clock): { today: IsoDate; min: IsoDate; max: IsoDate } {
  const today = zonedNow(now, timeZone).date;
  return { today, min: addMonths(today, -PAST_MONTHS_SELECTABLE), max: addMonths(today, FUTURE_MONTHS_SELECTABLE) };
}

/** What a slot shows (spec section 4 "Meal slot display"), in order of precedence. */
export function slotState(args: { date: IsoDate; mealType: MealType; allowed: readonly MealType[]; hasMeal: boolean } & Clock): SlotState {
  if (!args.allowed.includes(args.mealType)) return "upgrade";
  if (args.hasMeal) return "planned";
  const { today, max } = selectableRange(args);
  if (args.date < today) return "no_meal_planned";
  if (args.date > max) return "plan_closer";
  if (args.date === today) {
    const cutoff = MEAL_CUTOFFS[args.mealType];
    if (cutoff !== null && zonedNow(args.now, args.timeZone).minutes >= cutoff) return "not_available";
  }
  return "open";
}

/** Slots more than 30 days ahead are dimmed. */
export function isDimmed(date: IsoDate, clock: Clock): boolean {
  return daysBetween(selectableRange(clock).today, date) > DIM_AFTER_DAYS;
}
