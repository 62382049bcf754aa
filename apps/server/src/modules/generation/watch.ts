import { GENERATION_WATCH_TIMEOUT_MS, type GenerationView } from "@sierra/shared";
import type { GenerationWatcher } from "./hub";

/** A comment line this often keeps proxies from closing a quiet stream; each one also re-reads the job. */
export const KEEP_ALIVE_MS = 15_000;

export interface WatchOptions {
  read: () => Promise<GenerationView>;
  subscribe: (watcher: GenerationWatcher) => () => void;
  send: (view: GenerationView) => Promise<void>;
  ping: () => Promise<void>;
  timeoutMs?: number;
  keepAliveMs?: number;
}

const finished = (view: GenerationView) => view.status === "completed" || view.status === "failed";

/**
 * Follows one job for a browser (spec: the watch ends on completed or failed, or after 5
 * minutes): the current state at once, then every change announced on the hub. Each state is
 * sent once, in order; `done` resolves when the watch ends, `stop` ends it (the browser left).
 */
export function watchGeneration(opts: WatchOptions): { done: Promise<void>; stop: () => void } {
  let ended = false;
  let last = "";
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let chain = Promise.resolve();

  const refresh = () => {
    chain = chain
      .then(async () => {
        if (ended) return;
        const view = await opts.read();
        const key = JSON.stringify(view);
        if (key !== last && !ended) {
          last = key;
          await opts.send(view);
        }
        if (finished(view)) stop();
      })
      .catch(() => stop());
  };

  const unsubscribe = opts.subscribe({ onChange: refresh, onEnd: () => stop() });
  const keepAlive = setInterval(() => {
    void opts.ping().catch(() => undefined);
    refresh();
  }, opts.keepAliveMs ?? KEEP_ALIVE_MS);
  const timeout = setTimeout(() => stop(), opts.timeoutMs ?? GENERATION_WATCH_TIMEOUT_MS);

  function stop() {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    clearTimeout(timeout);
    unsubscribe();
    finish();
  }

  refresh();
  return { done, stop };
}
