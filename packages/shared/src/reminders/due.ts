import { weekday, zonedNow, type IsoDate } from "../meal-plans/dates";
import { REMINDER_KINDS, type ReminderKind, type ReminderSettings } from "./schemas";

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether a minute of the day lies in quiet hours; hours that cross midnight (22:00-07:00) wrap. */
export function inQuietHours(quiet: ReminderSettings["quietHours"], minute: number): boolean {
  if (!quiet.enabled) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

export interface DueReminder {
  kind: ReminderKind;
  /** the member's calendar day it is for: with the member and kind, its once-only key */
  localDate: IsoDate;
}

/**
 * The reminders due for a member at an instant (docs/decisions/066): those switched on whose time
 * has come on the member's local date, outside quiet hours. A reminder held by quiet hours goes
 * when they end, if that is still the same day; a server that was down sends what came due
 * while it was, the same day. The wall clock comes from Intl, so DST changes are the zone's own.
 */
export function dueReminders(settings: ReminderSettings, now: Date, timeZone: string): DueReminder[] {
  const local = zonedNow(now, timeZone);
  if (inQuietHours(settings.quietHours, local.minutes)) return [];
  return REMINDER_KINDS.filter((kind) => {
    const reminder = settings[kind];
    if (!reminder.enabled || local.minutes < minutesOf(reminder.time)) return false;
    return kind !== "weekly" || weekday(local.date) === settings.weekly.weekday;
  }).map((kind) => ({ kind, localDate: local.date }));
}
