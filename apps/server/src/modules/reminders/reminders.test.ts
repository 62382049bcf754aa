import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DEFAULT_REMINDER_SETTINGS, reminderMessages, type ReminderSettingsView } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser } from "../../testing/test-client";
import { planDinner, stock } from "../../testing/kitchen";
import { startSmtpTestServer } from "../../testing/smtp-test-server";
import { reminderDeliveries, reminderSettings } from "../../db/schema";
import { runReminderTick } from "./tick";
import { mailTo, recipeWithSteps, reminderMember } from "./test-helpers";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  t.setNow(null);
  await t.close();
  await smtp.close();
});

/** Runs the scheduler's tick at an instant and hands the mail it queued to the SMTP server. */
async function tickAt(iso: string) {
  t.setNow(new Date(iso));
  const claimed = await runReminderTick(t.deps);
  await t.deps.mailer.drain?.();
  return claimed;
}

const tonight = { tonight: { enabled: true, time: "18:00" } };

describe("reminder settings", () => {
  it("start all off, save, and read back in the member's zone", async () => {
    const user = await reminderMember(t, "Asia/Tokyo", {});
    const first = await user.client.json<ReminderSettingsView>("/api/reminders/settings");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ settings: DEFAULT_REMINDER_SETTINGS, timeZone: "Asia/Tokyo", pushDevices: 0 });
    expect(first.body.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    const next = { ...DEFAULT_REMINDER_SETTINGS, ...tonight, channels: { email: true, push: true } };
    const saved = await user.client.json<ReminderSettingsView>("/api/reminders/settings", { method: "PUT", json: next });
    expect(saved.body.settings).toEqual(next);
    expect((await user.client.json<ReminderSettingsView>("/api/reminders/settings")).body.settings).toEqual(next);
  });

  it.each([
    [{ tonight: { enabled: true, time: "6pm" } }, reminderMessages.time],
    [{ weekly: { enabled: true, time: "10:00", weekday: 9 } }, reminderMessages.weekday],
    [{ ...tonight, channels: { email: false, push: false } }, reminderMessages.channel],
    [{ quietHours: { enabled: true, start: "21:00", end: "21:00" } }, reminderMessages.quietSame],
  ])("refuses %j with its message", async (patch, message) => {
    const user = await signedInUser(t);
    const res = await user.client.json<{ message: string }>("/api/reminders/settings", { method: "PUT", json: { ...DEFAULT_REMINDER_SETTINGS, ...patch } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("need a session", async () => {
    const res = await t.app.request("/api/reminders/settings");
    expect(res.status).toBe(401);
  });

  it("are each member's own: B's reads and saves never reach A's", async () => {
    const a = await reminderMember(t, "UTC", tonight);
    const b = await signedInUser(t);
    const bView = await b.client.json<ReminderSettingsView>(`/api/reminders/settings?userId=${a.id}`);
    expect(bView.body.settings).toEqual(DEFAULT_REMINDER_SETTINGS);
    await b.client.json("/api/reminders/settings", { method: "PUT", json: { ...DEFAULT_REMINDER_SETTINGS, userId: a.id } });
    const put = await b.client.json("/api/reminders/settings", {
      method: "PUT",
      json: { ...DEFAULT_REMINDER_SETTINGS, pantry: { enabled: true, time: "08:00" } },
    });
    expect(put.status).toBe(200);
    const [aRow] = await t.db.select().from(reminderSettings).where(eq(reminderSettings.userId, a.id));
    expect(aRow?.settings.tonight).toEqual(tonight.tonight);
    expect(aRow?.settings.pantry.enabled).toBe(false);
  });
});

describe("reminders are sent at the member's local time, by e-mail", () => {
  it("tonight's meal at 18:00 in New York and in Tokyo, across New York's DST change, once each", async () => {
    const ny = await reminderMember(t, "America/New_York", tonight);
    const tokyo = await reminderMember(t, "Asia/Tokyo", tonight);
    t.setNow(new Date("2026-03-07T23:30:00Z")); // 18:30 in New York on the 7th, 08:30 in Tokyo on the 8th
    const nyRecipe = await recipeWithSteps(ny.client, "Lemon chicken", ["Roast the chicken."]);
    const tokyoRecipe = await recipeWithSteps(tokyo.client, "Miso salmon", ["Grill the salmon."]);
    await planDinner(ny.client, "2026-03-08", nyRecipe);
    await planDinner(tokyo.client, "2026-03-08", tokyoRecipe);

    await tickAt("2026-03-08T08:59:00Z"); // Tokyo 17:59
    expect(mailTo(smtp.received, tokyo.email)).toHaveLength(0);
    await tickAt("2026-03-08T09:00:00Z"); // Tokyo 18:00
    const tokyoMail = mailTo(smtp.received, tokyo.email);
    expect(tokyoMail).toHaveLength(1);
    expect(tokyoMail[0]).toContain("Subject: Tonight's meal");
    expect(tokyoMail[0]).toContain("Miso salmon");
    expect(tokyoMail[0]).toContain("http://localhost:3000/meal-plans?view=daily&date=2026-03-08");

    // New York moved to EDT at 02:00 that morning: 18:00 is now 22:00Z, not 23:00Z.
    await tickAt("2026-03-08T21:59:00Z");
    expect(mailTo(smtp.received, ny.email)).toHaveLength(0);
    await tickAt("2026-03-08T22:00:00Z");
    await tickAt("2026-03-08T23:00:00Z");
    const nyMail = mailTo(smtp.received, ny.email);
    expect(nyMail).toHaveLength(1);
    expect(nyMail[0]).toContain("Lemon chicken");
    expect(mailTo(smtp.received, tokyo.email)).toHaveLength(1);
  });

  it("prep the day before when a planned recipe's steps need it, and use-soon pantry items", async () => {
    const user = await reminderMember(t, "Europe/London", { prep: { enabled: true, time: "19:00" }, pantry: { enabled: true, time: "08:00" } });
    t.setNow(new Date("2026-11-20T09:00:00Z"));
    const stew = await recipeWithSteps(user.client, "Beef stew", ["Thaw the beef in the fridge.", "Marinate it in red wine for 8 hours."]);
    await planDinner(user.client, "2026-11-21", stew);
    await stock(user.client, { name: "spinach", quantity: 1, unit: "bag", bestBefore: "2026-11-22", location: "fridge" });
    await stock(user.client, { name: "rice", quantity: 1, unit: "kg", bestBefore: "2027-06-01", location: "cupboard" });

    await tickAt("2026-11-20T19:00:00Z");
    const mail = mailTo(smtp.received, user.email);
    expect(mail.find((m) => m.includes("Subject: Prep for tomorrow"))).toContain("Beef stew: thaw, marinate and start overnight today.");
    const pantry = mail.find((m) => m.includes("Subject: Use soon"));
    expect(pantry).toContain("Use soon from your pantry: spinach.");
    expect(pantry).not.toContain("rice");
  });

  it("nothing to say is recorded as skipped and not sent; quiet hours hold a reminder", async () => {
    const user = await reminderMember(t, "UTC", { ...tonight, quietHours: { enabled: true, start: "17:30", end: "19:00" } });
    await tickAt("2026-11-24T18:30:00Z");
    expect(await t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, user.id))).toHaveLength(0);
    await tickAt("2026-11-24T19:00:00Z");
    const rows = await t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, user.id));
    expect(rows).toMatchObject([{ kind: "tonight", localDate: "2026-11-24", status: "skipped" }]);
    expect(mailTo(smtp.received, user.email)).toHaveLength(0);
  });

  it("the test button e-mails now, and push without a device says what to do", async () => {
    const user = await signedInUser(t);
    const res = await user.client.json<{ message: string; delivered: number }>("/api/reminders/test", { json: { channel: "email" } });
    expect(res.body).toEqual({ message: reminderMessages.testSent, delivered: 1 });
    await t.deps.mailer.drain?.();
    expect(mailTo(smtp.received, user.email)[0]).toContain("Reminders from Sierra Meal Planner will arrive like this.");
    const push = await user.client.json<{ message: string }>("/api/reminders/test", { json: { channel: "push" } });
    expect(push.status).toBe(409);
    expect(push.body.message).toBe(reminderMessages.pushNotAllowed);
  });
});
