import type { GenerationStatus } from "@sierra/shared";
import type { Listen } from "../../db/listen";
import { createWatcherRegistry } from "../../db/watcher-registry";

/** The channel migration 0013's trigger announces job inserts and status changes on. */
export const GENERATION_CHANNEL = "generation_queue";

export interface GenerationWatcher {
  /** The job may have changed (or announcements were missed): read it again. */
  onChange: () => void;
  /** The instance is shutting down: end the watch. */
  onEnd: () => void;
}

/**
 * One LISTEN per instance for every browser watching a job and for this instance's worker:
 * announcements fan out here, so a thousand open streams cost one connection, and a stream
 * served by any instance hears a job finished by any other.
 */
export function createGenerationHub() {
  const watchers = createWatcherRegistry<GenerationWatcher>();
  const wakers = new Set<() => void>();
  let live = false;

  const everyone = () => {
    watchers.forAll((w) => w.onChange());
    wakers.forEach((wake) => wake());
  };

  function onMessage(payload: string) {
    let message: { id?: string; status?: GenerationStatus };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (message.id) watchers.forKey(message.id, (w) => w.onChange());
    if (message.status === "pending") wakers.forEach((wake) => wake());
  }

  return {
    /** Subscribes once at start-up; after a reconnect everyone re-reads what they may have missed. */
    watch: (listen: Listen) =>
      listen(GENERATION_CHANNEL, {
        onMessage,
        onLive: (now) => {
          const back = now && !live;
          live = now;
          if (back) everyone();
        },
      }),
    /** Whether announcements are flowing; while not, watchers rely on their own re-reads. */
    isLive: () => live,
    subscribe: (id: string, watcher: GenerationWatcher) => watchers.subscribe(id, watcher),
    /** Called when a job is queued or put back (the worker's wake-up). */
    onQueued(wake: () => void): () => void {
      wakers.add(wake);
      return () => wakers.delete(wake);
    },
    watcherCount: watchers.count,
    /** Ends every open watch (shutdown), so streams do not hold the server open. */
    endAll: watchers.endAll,
  };
}

export type GenerationHub = ReturnType<typeof createGenerationHub>;
