import { count, eq } from "drizzle-orm";
import { DEFAULT_REMINDER_SETTINGS, reminderSettingsSchema, type ReminderSettings, type ReminderSettingsView } from "@sierra/shared";
import type { Database } from "../../db/client";
import { pushSubscriptions, reminderSettings } from "../../db/schema";
import { userTimeZone } from "../meal-plans/time-zone";

/** The member's saved settings, or the defaults (all off) when none are saved or they no longer parse. */
export async function loadReminderSettings(db: Database, userId: string): Promise<ReminderSettings> {
  const [row] = await db.select({ settings: reminderSettings.settings }).from(reminderSettings).where(eq(reminderSettings.userId, userId));
  const parsed = reminderSettingsSchema.safeParse(row?.settings);
  return parsed.success ? parsed.data : DEFAULT_REMINDER_SETTINGS;
}

export async function saveReminderSettings(db: Database, userId: string, settings: ReminderSettings, now: Date): Promise<void> {
  await db
    .insert(reminderSettings)
    .values({ userId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { settings, updatedAt: now } });
}

export async function pushDeviceCount(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export async function reminderSettingsView(db: Database, userId: string, vapidPublicKey: string): Promise<ReminderSettingsView> {
  const [settings, timeZone, pushDevices] = await Promise.all([loadReminderSettings(db, userId), userTimeZone(db, userId), pushDeviceCount(db, userId)]);
  return { settings, timeZone, pushDevices, vapidPublicKey };
}
