import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webpush from "web-push";
import type { Env } from "../../env";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const cache = new Map<string, VapidKeys>();

/**
 * The server's VAPID identity: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else generated at
 * first start into DATA_DIR/vapid.json, so every instance sharing that directory (and every restart)
 * signs as the same server and browsers' subscriptions keep working (docs/decisions/066).
 */
export function vapidKeys(env: Env): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? "no-reply@sierra.local"}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = join(env.DATA_DIR, "vapid.json");
  const cached = cache.get(file);
  if (cached) return { ...cached, subject };
  let keys: { publicKey: string; privateKey: string };
  if (existsSync(file)) {
    keys = JSON.parse(readFileSync(file, "utf8")) as typeof keys;
  } else {
    keys = webpush.generateVAPIDKeys();
    mkdirSync(env.DATA_DIR, { recursive: true });
    // "wx": two instances starting together keep the first file written, never half of each.
    try {
      writeFileSync(file, JSON.stringify(keys), { flag: "wx", mode: 0o600 });
    } catch {
      keys = JSON.parse(readFileSync(file, "utf8")) as typeof keys;
    }
  }
  const result = { ...keys, subject };
  cache.set(file, result);
  return result;
}
