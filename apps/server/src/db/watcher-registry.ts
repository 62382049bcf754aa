/** Something following announcements that the instance can end (its shutdown). */
export interface Ending {
  onEnd: () => void;
}

/**
 * The watchers of one hub, by key (a job id, a user id): what each LISTEN fans its
 * announcements out to. Shared by the generation and the shopping-list hubs.
 */
export function createWatcherRegistry<W extends Ending>() {
  const watchers = new Map<string, Set<W>>();
  return {
    subscribe(key: string, watcher: W): () => void {
      const set = watchers.get(key) ?? new Set();
      set.add(watcher);
      watchers.set(key, set);
      return () => {
        set.delete(watcher);
        if (set.size === 0 && watchers.get(key) === set) watchers.delete(key);
      };
    },
    /** Calls `each` for every watcher of `key`. */
    forKey(key: string, each: (watcher: W) => void) {
      watchers.get(key)?.forEach(each);
    },
    forAll(each: (watcher: W) => void) {
      for (const set of watchers.values()) set.forEach(each);
    },
    count: () => [...watchers.values()].reduce((n, set) => n + set.size, 0),
    /** Ends every watch (shutdown), so none holds the server open. */
    endAll() {
      const all = [...watchers.values()].flatMap((set) => [...set]);
      watchers.clear();
      all.forEach((w) => w.onEnd());
    },
  };
}
