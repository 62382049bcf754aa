import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { reminderMessages, type ReminderPayload, type ReminderSettingsView } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser } from "../../testing/test-client";
import { planDinner } from "../../testing/kitchen";
import { pushSubscriptions } from "../../db/schema";
import { createPushSender } from "./push-sender";
import { setPushSender } from "./push-registry";
import { vapidKeys } from "./vapid";
import { runReminderTick } from "./tick";
import { browserKeys, decryptPush, startPushTestServer } from "./push-test-server";
import { recipeWithSteps, reminderMember } from "./test-helpers";

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushTestServer>>;
beforeAll(async () => {
  push = await startPushTestServer();
  t = await createTestApp();
  setPushSender(t.deps, createPushSender(vapidKeys(t.deps.env), { agent: push.agent }));
});
afterAll(async () => {
  t.setNow(null);
  await t.close();
  await push.close();
});

/** A browser subscribed at the local push service; its keys decrypt what arrives. */
function device(path = `/push/${Math.random().toString(36).slice(2)}`) {
  const keys = browserKeys();
  const json = { endpoint: `${push.origin}${path}`, keys: { p256dh: keys.ecdh.getPublicKey().toString("base64url"), auth: keys.auth.toString("base64url") } };
  const read = () => push.received.filter((r) => r.path === path).map((r) => JSON.parse(decryptPush(r.body, keys)) as ReminderPayload);
  return { json, read, path };
}

describe("web push", () => {
  it("the test notification reaches the device, encrypted for it and signed with the server's VAPID key", async () => {
    const user = await signedInUser(t);
    const phone = device();
    const saved = await user.client.json<{ pushDevices: number }>("/api/reminders/push-subscriptions", { json: phone.json });
    expect(saved.body).toEqual({ pushDevices: 1 });
    const res = await user.client.json<{ message: string; delivered: number }>("/api/reminders/test", { json: { channel: "push" } });
    expect(res.body).toEqual({ message: reminderMessages.testSent, delivered: 1 });
    expect(phone.read()).toEqual([
      { title: "Test notification", body: "Reminders from Sierra Meal Planner will arrive like this.", url: "/preferences", tag: "test" },
    ]);
    const arrived = push.received.find((r) => r.path === phone.path)!;
    expect(arrived.encoding).toBe("aes128gcm");
    const view = await user.client.json<ReminderSettingsView>("/api/reminders/settings");
    expect(arrived.vapidKey).toBe(view.body.vapidPublicKey);
  });

  it("tonight's reminder goes to the member's devices at the local time; a gone device is forgotten", async () => {
    const user = await reminderMember(t, "America/Los_Angeles", { tonight: { enabled: true, time: "17:30" }, channels: { email: false, push: true } });
    const phone = device();
    const old = device(`/gone/${Math.random().toString(36).slice(2)}`);
    await user.client.json("/api/reminders/push-subscriptions", { json: phone.json });
    await user.client.json("/api/reminders/push-subscriptions", { json: old.json });
    t.setNow(new Date("2026-11-27T16:00:00Z"));
    await planDinner(user.client, "2026-11-27", await recipeWithSteps(user.client, "Tacos", ["Warm the tortillas."]));
    t.setNow(new Date("2026-11-28T01:29:00Z")); // 17:29 in Los Angeles
    await runReminderTick(t.deps);
    expect(phone.read()).toEqual([]);
    t.setNow(new Date("2026-11-28T01:30:00Z"));
    await runReminderTick(t.deps);
    expect(phone.read()).toEqual([
      { title: "Tonight's meal", body: "Tonight you're cooking Tacos.", url: "/meal-plans?view=daily&date=2026-11-27", tag: "tonight-2026-11-27" },
    ]);
    const left = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((d) => d.endpoint)).toEqual([phone.json.endpoint]);
  });

  it("a device is its member's: B cannot remove A's, and bad subscriptions are refused with their message", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const phone = device();
    await a.client.json("/api/reminders/push-subscriptions", { json: phone.json });
    const removed = await b.client.json<{ pushDevices: number }>("/api/reminders/push-subscriptions", {
      method: "DELETE",
      json: { endpoint: phone.json.endpoint },
    });
    expect(removed.body).toEqual({ pushDevices: 0 });
    expect((await a.client.json<ReminderSettingsView>("/api/reminders/settings")).body.pushDevices).toBe(1);
    const bad = await a.client.json<{ message: string }>("/api/reminders/push-subscriptions", { json: { ...phone.json, keys: { p256dh: "x", auth: "y" } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(reminderMessages.subscription);
    const gone = await a.client.json<{ pushDevices: number }>("/api/reminders/push-subscriptions", {
      method: "DELETE",
      json: { endpoint: phone.json.endpoint },
    });
    expect(gone.body).toEqual({ pushDevices: 0 });
  });
});
