import { reminderMessages } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { AppError } from "../../http/errors";
import { readSettings, saveSettings, sendTest, subscribePush, unsubscribePush } from "./route-specs";
import { loadReminderSettings, pushDeviceCount, reminderSettingsView, saveReminderSettings } from "./settings";
import { deliverReminder } from "./deliver";
import { testPayload } from "./compose";
import { pushSenderOf } from "./push-registry";
import { removePushDevice, savePushDevice } from "./push-devices";

export const reminderRoutes = createRouter<AppEnv>()
  .openapi(readSettings, async (c) => {
    const deps = c.get("deps");
    return c.json(await reminderSettingsView(deps.db, currentUser(c).id, pushSenderOf(deps).publicKey), 200);
  })
  .openapi(saveSettings, async (c) => {
    const deps = c.get("deps");
    const userId = currentUser(c).id;
    await saveReminderSettings(deps.db, userId, c.req.valid("json"), deps.now());
    return c.json(await reminderSettingsView(deps.db, userId, pushSenderOf(deps).publicKey), 200);
  })
  // The test ignores quiet hours and the on/off switches: the member asked for it now.
  .openapi(sendTest, async (c) => {
    const deps = c.get("deps");
    const userId = currentUser(c).id;
    const { channel } = c.req.valid("json");
    if (channel === "push" && (await pushDeviceCount(deps.db, userId)) === 0) throw new AppError(409, "NO_PUSH_DEVICE", reminderMessages.pushNotAllowed);
    const settings = await loadReminderSettings(deps.db, userId);
    const delivered = await deliverReminder(
      { db: deps.db, mailer: deps.mailer, appUrl: deps.env.appUrl, push: pushSenderOf(deps) },
      userId,
      { ...settings.channels, email: channel === "email", push: channel === "push" },
      testPayload,
    );
    return c.json({ message: reminderMessages.testSent, delivered }, 200);
  })
  .openapi(subscribePush, async (c) => {
    const { db } = c.get("deps");
    const userId = currentUser(c).id;
    await savePushDevice(db, userId, c.req.valid("json"));
    return c.json({ pushDevices: await pushDeviceCount(db, userId) }, 200);
  })
  .openapi(unsubscribePush, async (c) => {
    const { db } = c.get("deps");
    const userId = currentUser(c).id;
    await removePushDevice(db, userId, c.req.valid("json").endpoint);
    return c.json({ pushDevices: await pushDeviceCount(db, userId) }, 200);
  });
