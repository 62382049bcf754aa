import type { ShoppingListChange } from "@sierra/shared";
import type { Listen } from "../../db/listen";
import { createWatcherRegistry } from "../../db/watcher-registry";

/** The channel every change to a list is announced on, in the writing transaction (claimList). */
export const LIST_CHANNEL = "shopping_list_changed";

export interface ListWatcher {
  /** A list of the user changed; `null` when announcements may have been missed: re-read every list. */
  onChange: (change: ShoppingListChange | null) => void;
  /** The instance is shutting down: end the stream. */
  onEnd: () => void;
}

/**
 * One LISTEN per instance for every open list stream (docs/decisions/065): a change written by
 * any instance reaches each of the user's devices within a second, at the cost of one
 * connection however many streams are open.
 */
export function createListHub() {
  const watchers = createWatcherRegistry<ListWatcher>();
  let live = false;

  function onMessage(payload: string) {
    let message: { userId?: string; listId?: string; version?: number };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (!message.userId || !message.listId || typeof message.version !== "number") return;
    const change = { listId: message.listId, version: message.version };
    watchers.forKey(message.userId, (w) => w.onChange(change));
  }

  return {
    /** Subscribes once at start-up; after a reconnect every device re-reads what it may have missed. */
    watch: (listen: Listen) =>
      listen(LIST_CHANNEL, {
        onMessage,
        onLive: (now) => {
          const back = now && !live;
          live = now;
          if (back) watchers.forAll((w) => w.onChange(null));
        },
      }),
    subscribe: (userId: string, watcher: ListWatcher) => watchers.subscribe(userId, watcher),
    watcherCount: watchers.count,
    /** Ends every open stream (shutdown), so none holds the server open. */
    endAll: watchers.endAll,
  };
}

export type ListHub = ReturnType<typeof createListHub>;
