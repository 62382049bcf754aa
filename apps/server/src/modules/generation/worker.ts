import { randomUUID } from "node:crypto";
import type { AppDeps } from "../../app-deps";
import type { RecipeComposer } from "./composer";
import { claimNext, LEASE_MS } from "./queue";
import { runJob } from "./run-job";

/** The safety net under NOTIFY: jobs put back after a back-off or a dead instance's lease are found this often. */
export const POLL_MS = 5_000;

export interface WorkerOptions {
  composer: RecipeComposer;
  pollMs?: number;
  leaseMs?: number;
  log?: (line: string) => void;
}

/**
 * Runs queued generations on this instance, one at a time: woken by the hub when a job is
 * queued anywhere, and polling as a safety net. Every instance may run one; SKIP LOCKED shares
 * the queue between them. `stop` gives the job in hand back to the queue and waits for the loop.
 */
export function startGenerationWorker(deps: Pick<AppDeps, "db" | "now" | "generations">, opts: WorkerOptions) {
  const workerId = randomUUID().slice(0, 8);
  const log = opts.log ?? ((line: string) => console.error(line));
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let current: AbortController | null = null;

  async function runUntilEmpty() {
    do {
      again = false;
      while (!stopped) {
        const claim = await claimNext(deps.db, deps.now(), leaseMs);
        if (!claim) break;
        current = new AbortController();
        // The job must end well inside its lease, or another instance would take it over.
        const timer = setTimeout(() => current?.abort(new Error("Generation took too long")), leaseMs * 0.8);
        try {
          await runJob({ db: deps.db, now: deps.now, composer: opts.composer, signal: current.signal, stopping: () => stopped, log }, claim);
        } finally {
          clearTimeout(timer);
          current = null;
        }
      }
    } while (again && !stopped);
  }

  /** Starts a run, or asks the one in progress to look again when it is done. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = runUntilEmpty()
      .catch((error: unknown) => log(`[generation] worker ${workerId}: ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const unsubscribe = deps.generations.onQueued(() => void kick());
  const poll = setInterval(() => void kick(), opts.pollMs ?? POLL_MS);
  poll.unref();
  void kick();

  return {
    /** Runs what is due now; for tests. */
    drain: () => kick(),
    async stop() {
      stopped = true;
      clearInterval(poll);
      unsubscribe();
      current?.abort(new Error("The server is stopping"));
      await running;
    },
  };
}

export type GenerationWorker = ReturnType<typeof startGenerationWorker>;
