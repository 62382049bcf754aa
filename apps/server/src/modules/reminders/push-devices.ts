import { and, eq } from "drizzle-orm";
import type { PushSubscriptionInput } from "@sierra/shared";
import type { Database } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";

/**
 * Saves this browser for the member. An endpoint belongs to one browser: signed in as someone
 * else, the browser moves to that account (only the browser holding it can present it).
 */
export async function savePushDevice(db: Database, userId: string, sub: PushSubscriptionInput): Promise<void> {
  const row = { userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: row.p256dh, auth: row.auth } });
}

/** Forgets the member's browser; another member's endpoint is left as it is. */
export async function removePushDevice(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
