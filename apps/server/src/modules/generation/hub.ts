import type { GenerationStatus } from "@sierra/shared";
import type { Listen } from "../../db/listen";

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
  const watchers = new Map<string, Set<GenerationWatcher>>();
  const wakers = new Set<() => void>();
  let live = false;

  const everyone = () => {
    for (const set of watchers.values()) set.forEach((w) => w.onChange());
    wakers.forEach((wake) => wake());
  };

  function onMessage(payload: string) {
    let message: { id?: string; status?: GenerationStatus };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (message.id) watchers.get(message.id)?.forEach((w) => w.onChange());
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
    subscribe(id: string, watcher: GenerationWatcher): () => void {
      const set = watchers.get(id) ?? new Set();
      set.add(watcher);
      watchers.set(id, set);
      return () => {
        set.delete(watcher);
        if (set.size === 0 && watchers.get(id) === set) watchers.delete(id);
      };
    },
    /** Called when a job is queued or put back (the worker's wake-up). */
    onQueued(wake: () => void): () => void {
      wakers.add(wake);
      return () => wakers.delete(wake);
    },
    watcherCount: () => [...watchers.values()].reduce((n, set) => n + set.size, 0),
    /** Ends every open watch (shutdown), so streams do not hold the server open. */
    endAll() {
      const all = [...watchers.values()].flatMap((set) => [...set]);
      watchers.clear();
      all.forEach((w) => w.onEnd());
    },
  };
}

export type GenerationHub = ReturnType<typeof createGenerationHub>;
