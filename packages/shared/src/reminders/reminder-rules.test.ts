import { describe, expect, it } from "vitest";
import { DEFAULT_REMINDER_SETTINGS, reminderMessages, reminderSettingsSchema, type ReminderSettings } from "./schemas";
import { dueReminders, inQuietHours } from "./due";
import { prepNeeds, prepNeedText } from "./prep-rule";

describe("which planned recipes need work the day before", () => {
  it.each([
    [["Thaw the chicken in the fridge."], ["thaw"]],
    [["Defrost the prawns."], ["thaw"]],
    [["Marinate the lamb in yogurt and spices."], ["marinate"]],
    [["Pour the marinade over the tofu."], ["marinate"]],
    [["Soak the chickpeas in cold water."], ["soak"]],
    [["Leave the oats in the fridge overnight."], ["overnight"]],
    [["Chill the dough for 12 hours."], ["overnight"]],
    [["Make the stock the day before."], ["overnight"]],
    [
      ["Thaw the beef.", "Marinate it for 8 hours."],
      ["thaw", "marinate", "overnight"],
    ],
    [["Let the bread soak up the sauce."], []],
    [["Rest the meat for 10 minutes.", "Bake for 2 hours."], []],
    [["Fry the onions until soft."], []],
    [[], []],
  ])("%j needs %j", (steps, needs) => {
    expect(prepNeeds(steps)).toEqual(needs);
  });

  it("names the needs as a sentence", () => {
    expect(prepNeedText(["thaw"])).toBe("thaw");
    expect(prepNeedText(["thaw", "marinate", "overnight"])).toBe("thaw, marinate and start overnight");
  });
});

const on = (patch: Partial<ReminderSettings>): ReminderSettings => ({ ...DEFAULT_REMINDER_SETTINGS, ...patch });
const tonightAt = (time: string) => on({ tonight: { enabled: true, time } });
const kinds = (settings: ReminderSettings, utc: string, zone: string) => dueReminders(settings, new Date(utc), zone);

describe("reminders come due at the member's local time", () => {
  it.each([
    // New York is UTC-5 in winter, UTC-4 from 2026-03-08; Tokyo is UTC+9 all year.
    ["America/New_York", "2026-11-27T22:59:00Z", []],
    ["America/New_York", "2026-11-27T23:00:00Z", [{ kind: "tonight", localDate: "2026-11-27" }]],
    ["Asia/Tokyo", "2026-11-27T08:59:00Z", []],
    ["Asia/Tokyo", "2026-11-27T09:00:00Z", [{ kind: "tonight", localDate: "2026-11-27" }]],
    // The same instant is past 18:00 in Tokyo (the 28th, 03:00) and not in New York: Tokyo's new day has not reached 18:00.
    ["Asia/Tokyo", "2026-11-27T18:00:00Z", []],
    // Across the spring DST change: 18:00 is 23:00Z on the 7th and 22:00Z on the 8th.
    ["America/New_York", "2026-03-07T22:00:00Z", []],
    ["America/New_York", "2026-03-07T23:00:00Z", [{ kind: "tonight", localDate: "2026-03-07" }]],
    ["America/New_York", "2026-03-08T21:59:00Z", []],
    ["America/New_York", "2026-03-08T22:00:00Z", [{ kind: "tonight", localDate: "2026-03-08" }]],
    // London changes three weeks later: 18:00 is 18:00Z on the 28th, 17:00Z on the 29th.
    ["Europe/London", "2026-03-29T16:59:00Z", []],
    ["Europe/London", "2026-03-29T17:00:00Z", [{ kind: "tonight", localDate: "2026-03-29" }]],
    // And back in the autumn: 18:00 EST is 23:00Z on 2026-11-01.
    ["America/New_York", "2026-11-01T22:00:00Z", []],
    ["America/New_York", "2026-11-01T23:00:00Z", [{ kind: "tonight", localDate: "2026-11-01" }]],
  ])("%s at %s", (zone, utc, expected) => {
    expect(kinds(tonightAt("18:00"), utc, zone)).toEqual(expected);
  });

  it("a time the spring change skips (02:30) goes when the clock shows 03:00", () => {
    const settings = tonightAt("02:30");
    expect(kinds(settings, "2026-03-08T06:59:00Z", "America/New_York")).toEqual([]); // 01:59 EST
    expect(kinds(settings, "2026-03-08T07:00:00Z", "America/New_York")).toEqual([{ kind: "tonight", localDate: "2026-03-08" }]); // 03:00 EDT
  });

  it("the weekly nudge comes only on its weekday", () => {
    const settings = on({ weekly: { enabled: true, time: "10:00", weekday: 0 } });
    expect(kinds(settings, "2026-11-29T15:00:00Z", "America/New_York")).toEqual([{ kind: "weekly", localDate: "2026-11-29" }]); // Sunday 10:00
    expect(kinds(settings, "2026-11-28T15:00:00Z", "America/New_York")).toEqual([]); // Saturday
  });

  it("quiet hours hold a reminder until they end the same day, and across midnight", () => {
    const quiet = { enabled: true, start: "22:00", end: "07:00" };
    const early = on({ pantry: { enabled: true, time: "06:00" }, quietHours: quiet });
    expect(kinds(early, "2026-11-28T06:30:00Z", "Europe/London")).toEqual([]);
    expect(kinds(early, "2026-11-28T07:00:00Z", "Europe/London")).toEqual([{ kind: "pantry", localDate: "2026-11-28" }]);
    const late = on({ tonight: { enabled: true, time: "22:30" }, quietHours: quiet });
    expect(kinds(late, "2026-11-28T23:00:00Z", "Europe/London")).toEqual([]);
    expect(inQuietHours({ enabled: true, start: "13:00", end: "15:00" }, 14 * 60)).toBe(true);
    expect(inQuietHours({ enabled: true, start: "13:00", end: "15:00" }, 15 * 60)).toBe(false);
    expect(inQuietHours({ enabled: false, start: "13:00", end: "15:00" }, 14 * 60)).toBe(false);
  });
});

describe("reminder settings are checked with their own words", () => {
  const first = (value: unknown) => reminderSettingsSchema.safeParse(value).error?.issues[0]?.message;
  it.each([
    [{ ...DEFAULT_REMINDER_SETTINGS, tonight: { enabled: true, time: "25:00" } }, reminderMessages.time],
    [{ ...DEFAULT_REMINDER_SETTINGS, tonight: { enabled: true, time: "7pm" } }, reminderMessages.time],
    [{ ...DEFAULT_REMINDER_SETTINGS, weekly: { enabled: true, time: "10:00", weekday: 7 } }, reminderMessages.weekday],
    [{ ...DEFAULT_REMINDER_SETTINGS, tonight: { enabled: true, time: "18:00" }, channels: { email: false, push: false } }, reminderMessages.channel],
    [{ ...DEFAULT_REMINDER_SETTINGS, quietHours: { enabled: true, start: "22:00", end: "22:00" } }, reminderMessages.quietSame],
  ])("%j: %s", (value, message) => {
    expect(first(value)).toBe(message);
  });

  it("everything off with no channel is fine, and the defaults pass", () => {
    expect(reminderSettingsSchema.safeParse({ ...DEFAULT_REMINDER_SETTINGS, channels: { email: false, push: false } }).success).toBe(true);
    expect(reminderSettingsSchema.safeParse(DEFAULT_REMINDER_SETTINGS).success).toBe(true);
  });
});
