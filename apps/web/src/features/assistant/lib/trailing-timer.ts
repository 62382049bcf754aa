/**
 * Runs the last scheduled call `delayMs` after it was scheduled; scheduling again before then
 * replaces the pending call (two matching messages in a row refresh the plan once).
 */
export function createTrailingTimer(delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(run: () => void) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, delayMs);
    },
    pending: () => timer !== undefined,
  };
}
