import { addDays, endOfMonth, startOfMonth, weekday, type IsoDate } from "./dates";

export const PLAN_VIEWS = ["daily", "weekly", "monthly"] as const;
export type PlanView = (typeof PLAN_VIEWS)[number];

/** The dates a view shows: the day; Monday to Sunday; the calendar month. */
export function viewRange(view: PlanView, date: IsoDate): { start: IsoDate; end: IsoDate } {
  if (view === "daily") return { start: date, end: date };
  if (view === "weekly") {
    const start = addDays(date, -((weekday(date) + 6) % 7));
    return { start, end: addDays(start, 6) };
  }
  return { start: startOfMonth(date), end: endOfMonth(date) };
}

/** The dashboard's week runs Sunday to Saturday. */
export function dashboardWeek(today: IsoDate): { start: IsoDate; end: IsoDate } {
  const start = addDays(today, -weekday(today));
  return { start, end: addDays(start, 6) };
}

/** Stored plan types: 'event' is read as monthly; 'daily' is saved as weekly (spec). */
export function readPlanType(stored: string): "weekly" | "monthly" {
  return stored === "weekly" || stored === "daily" ? "weekly" : "monthly";
}
export function planTypeToSave(view: PlanView | "event"): "weekly" | "monthly" {
  return view === "daily" || view === "weekly" ? "weekly" : "monthly";
}
