/**
 * At most `max` tasks at once; the rest wait in order, at most `maxWaiting` of them. Keeps an
 * expensive kind of request from filling the database's queue (PGlite runs one statement at a
 * time), so every other request still gets its turn quickly.
 */
export function createConcurrencyLimit(max: number, maxWaiting: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  // Every task starts on a turn of the event loop of its own (setImmediate), never straight away.
  // PGlite answers within promise callbacks: searches whose requests were read in one go ran
  // back to back, ~25 ms for ten, before any other request was read (docs/decisions/040).
  const release = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else active -= 1;
  };
  return {
    /** Runs `task` when a place is free; null when too many are already waiting. */
    async run<T>(task: () => Promise<T>): Promise<T | null> {
      if (active >= max) {
        if (waiting.length >= maxWaiting) return null;
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
