import { eq } from "drizzle-orm";
import { dueReminders, reminderSettingsSchema, type ReminderSettings } from "@sierra/shared";
import type { AppDeps } from "../../app-deps";
import { preferences, reminderSettings } from "../../db/schema";
import { usableTimeZone } from "../meal-plans/time-zone";
import { claimReminder, finishClaim, reclaimAbandoned, type Claim } from "./claims";
import { composeReminder } from "./compose";
import { deliverReminder } from "./deliver";
import { pushSenderOf } from "./push-registry";

export type TickDeps = Pick<AppDeps, "db" | "mailer" | "env" | "now">;

/** Builds and sends one claimed reminder, then records how it ended. */
async function send(deps: TickDeps, claim: Claim, settings: ReminderSettings): Promise<void> {
  const now = () => deps.now();
  try {
    const payload = await composeReminder(deps.db, claim.userId, claim.kind, claim.localDate);
    if (!payload) return await finishClaim(deps.db, claim, "skipped", now(), "Nothing to remind of.");
    const delivered = await deliverReminder(
      { db: deps.db, mailer: deps.mailer, appUrl: deps.env.appUrl, push: pushSenderOf(deps) },
      claim.userId,
      settings.channels,
      payload,
    );
    await finishClaim(deps.db, claim, delivered > 0 ? "sent" : "failed", now(), delivered > 0 ? undefined : "No e-mail address or push device took it.");
  } catch (error) {
    await finishClaim(deps.db, claim, "failed", now(), (error as Error).message.slice(0, 500));
  }
}

/**
 * One pass of the scheduler: every member with reminders on, read in their own zone; what is due
 * is claimed (once across instances) and sent. Answers how many reminders this instance claimed.
 */
export async function runReminderTick(deps: TickDeps): Promise<number> {
  const now = deps.now();
  const rows = await deps.db
    .select({ userId: reminderSettings.userId, settings: reminderSettings.settings, zone: preferences.userTimezone })
    .from(reminderSettings)
    .leftJoin(preferences, eq(preferences.userId, reminderSettings.userId));
  let claimed = 0;
  for (const row of rows) {
    const parsed = reminderSettingsSchema.safeParse(row.settings);
    if (!parsed.success) continue;
    for (const due of dueReminders(parsed.data, now, usableTimeZone(row.zone))) {
      const claim = await claimReminder(deps.db, row.userId, due.kind, due.localDate, now);
      if (!claim) continue;
      claimed += 1;
      await send(deps, claim, parsed.data);
    }
  }
  for (const claim of await reclaimAbandoned(deps.db, now)) {
    const settings = rows.find((r) => r.userId === claim.userId)?.settings;
    const parsed = reminderSettingsSchema.safeParse(settings);
    if (parsed.success) await send(deps, claim, parsed.data);
    else await finishClaim(deps.db, claim, "skipped", now, "Reminders were switched off.");
  }
  return claimed;
}
