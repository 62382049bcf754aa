/**
 * The plan refresh after changes, at most once per interval (spec: 1 second):
 * the first request in a quiet period schedules one refresh `intervalMs`
 * later and every request until it runs joins it.
 */
export function createRefreshScheduler(refresh: () => void, intervalMs = 1000) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    refresh();
  };
  return {
    request() {
      if (timer === null) timer = setTimeout(run, intervalMs);
    },
    /** Runs a pending refresh now (when the page goes away). */
    flush() {
      if (timer === null) return;
      clearTimeout(timer);
      run();
    },
    pending: () => timer !== null,
  };
}
