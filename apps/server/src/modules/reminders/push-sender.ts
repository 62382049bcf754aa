import type { Agent } from "node:https";
import { eq, inArray } from "drizzle-orm";
import webpush from "web-push";
import type { ReminderPayload } from "@sierra/shared";
import type { Database } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import type { VapidKeys } from "./vapid";

export interface PushSender {
  readonly publicKey: string;
  /** Sends to every device of the member; answers how many accepted it. */
  sendToUser(db: Database, userId: string, payload: ReminderPayload): Promise<number>;
}

/**
 * Web Push through the `web-push` library (RFC 8030 delivery, RFC 8291 aes128gcm encryption,
 * RFC 8292 VAPID). A device its push service calls gone (404/410) is forgotten. `agent` lets a
 * deployment (or a test) choose which certificates it trusts.
 */
export function createPushSender(keys: VapidKeys, opts: { agent?: Agent; timeoutMs?: number } = {}): PushSender {
  return {
    publicKey: keys.publicKey,
    async sendToUser(db, userId, payload) {
      const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      const gone: string[] = [];
      let delivered = 0;
      for (const device of devices) {
        try {
          await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
            vapidDetails: keys,
            TTL: 12 * 3600,
            contentEncoding: "aes128gcm",
            timeout: opts.timeoutMs ?? 10_000,
            ...(opts.agent ? { agent: opts.agent } : {}),
          });
          delivered += 1;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) gone.push(device.id);
          else console.error(`[reminders] push to a device failed: ${(error as Error).message}`);
        }
      }
      if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      return delivered;
    },
  };
}
