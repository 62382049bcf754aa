import type { ShoppingListChange } from "@sierra/shared";
import type { ListHub } from "./live-hub";

/** A comment line this often keeps proxies from closing a quiet stream. */
export const LIST_KEEP_ALIVE_MS = 15_000;

interface StreamOptions {
  hub: ListHub;
  userId: string;
  send: (change: ShoppingListChange | null) => Promise<void>;
  ping: () => Promise<void>;
  keepAliveMs?: number;
}

/** One device's stream of its user's list changes (docs/decisions/065). */
export function streamListChanges(opts: StreamOptions): { done: Promise<void>; stop: () => void } {
  return streamChanges({ ...opts, subscribe: (watcher) => opts.hub.subscribe(opts.userId, watcher) });
}

/** One device's stream of its user's pantry versions (docs/decisions/062). */
export function streamPantryChanges(opts: Omit<StreamOptions, "send"> & { send: (version: number | null) => Promise<void> }) {
  return streamChanges({ ...opts, subscribe: (watcher) => opts.hub.subscribePantry(opts.userId, watcher) });
}

interface Watch<C> {
  subscribe: (watcher: { onChange: (change: C | null) => void; onEnd: () => void }) => () => void;
  send: (change: C | null) => Promise<void>;
  ping: () => Promise<void>;
  keepAliveMs?: number;
}

/**
 * A stream of announcements, in the order they were announced: `done` resolves when the server
 * ends it (shutdown) and `stop` ends it when the device goes away.
 */
function streamChanges<C>(opts: Watch<C>): { done: Promise<void>; stop: () => void } {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let chain = Promise.resolve();
  const queue = (write: () => Promise<void>) => {
    chain = chain.then(write).catch(() => stop());
  };
  const unsubscribe = opts.subscribe({ onChange: (change) => queue(() => opts.send(change)), onEnd: () => stop() });
  const timer = setInterval(() => queue(opts.ping), opts.keepAliveMs ?? LIST_KEEP_ALIVE_MS);
  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    finish();
  }
  return { done, stop };
}
