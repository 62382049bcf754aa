/**
 * Requests per key in fixed windows, kept in this instance's memory. Good enough for a limit
 * on cheap, anonymous reads (several instances each allow the limit, which is still bounded);
 * sign-in and the other auth limits are counted in the database instead.
 */
export function createWindowCounter(opts: { limit: number; windowMs: number; maxKeys?: number }) {
  const counts = new Map<string, { windowStart: number; count: number }>();
  const maxKeys = opts.maxKeys ?? 100_000;
  return {
    /** Counts one request; answers how many seconds to wait, or 0 when it is allowed. */
    hit(key: string, nowMs: number): number {
      let entry = counts.get(key);
      if (!entry || nowMs - entry.windowStart >= opts.windowMs) {
        // A flood of new keys must not grow memory without bound: start again when full.
        if (!entry && counts.size >= maxKeys) counts.clear();
        entry = { windowStart: nowMs, count: 0 };
        counts.set(key, entry);
      }
      entry.count += 1;
      if (entry.count <= opts.limit) return 0;
      return Math.max(1, Math.ceil((entry.windowStart + opts.windowMs - nowMs) / 1000));
    },
  };
}
