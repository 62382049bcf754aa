import type { Env } from "../../env";
import { createWindowCounter } from "../../http/window-counter";

type Counter = ReturnType<typeof createWindowCounter>;
const counters = new WeakMap<Env, Counter>();

/**
 * Imports per user and minute (IMPORT_RATE_LIMIT): each one may make the server fetch a page.
 * Counted in this instance's memory, so several instances each allow the limit (still bounded).
 */
export function importLimiter(env: Env): Counter {
  let counter = counters.get(env);
  if (!counter) {
    counter = env.IMPORT_RATE_LIMIT === 0 ? { hit: () => 0 } : createWindowCounter({ limit: env.IMPORT_RATE_LIMIT, windowMs: 60_000 });
    counters.set(env, counter);
  }
  return counter;
}
