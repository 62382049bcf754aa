import type { Env } from "../../env";
import { createPushSender, type PushSender } from "./push-sender";
import { vapidKeys } from "./vapid";

const senders = new WeakMap<object, PushSender>();

/** The push sender of an app's deps: made from its VAPID keys on first use, or the one set for it. */
export function pushSenderOf(deps: { env: Env }): PushSender {
  let sender = senders.get(deps);
  if (!sender) {
    sender = createPushSender(vapidKeys(deps.env));
    senders.set(deps, sender);
  }
  return sender;
}

/** Gives an app's deps a sender of its own (a deployment's trusted certificates; tests' local push service). */
export function setPushSender(deps: { env: Env }, sender: PushSender): void {
  senders.set(deps, sender);
}
