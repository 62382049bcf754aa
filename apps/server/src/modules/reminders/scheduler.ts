import type { TickDeps } from "./tick";
import { runReminderTick } from "./tick";

/** Reminders are set to the minute; a tick each half minute sends them within it. */
export const TICK_MS = 30_000;

/**
 * Runs the reminder tick on this instance, one at a time. Every instance may run one: the claim
 * keys share the work, and what a stopped instance had claimed is taken over after its lease.
 */
export function startReminderScheduler(deps: TickDeps, opts: { tickMs?: number; log?: (line: string) => void } = {}) {
  const log = opts.log ?? ((line: string) => console.error(line));
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return running ?? Promise.resolve();
    running = runReminderTick(deps)
      .catch((error: unknown) => log(`[reminders] tick failed: ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), opts.tickMs ?? TICK_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
