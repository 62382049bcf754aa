import type { ShoppingListChange } from "@sierra/shared";
import type { Listen } from "../../db/listen";
import { createWatcherRegistry } from "../../db/watcher-registry";

/** The channel every change to a list is announced on, in the writing transaction (claimList). */
export const LIST_CHANNEL = "shopping_list_changed";
/** The channel every change to a pantry is announced on, in the writing transaction (claimPantry, docs/decisions/062). */
export const PANTRY_CHANNEL = "pantry_changed";

export interface PantryWatcher {
  /** The user's pantry is now at `version`; `null` when announcements may have been missed: read it again. */
  onChange: (version: number | null) => void;
  onEnd: () => void;
}

export interface ListWatcher {
  /** A list of the user changed; `null` when announcements may have been missed: re-read every list. */
  onChange: (change: ShoppingListChange | null) => void;
  /** The instance is shutting down: end the stream. */
  onEnd: () => void;
}

/**
 * One LISTEN per instance for every open list stream (docs/decisions/065), and one for every
 * open pantry stream (docs/decisions/062): a change written by any instance reaches each of the
 * user's devices within a second, at the cost of a connection per channel however many streams
 * are open.
 */
export function createListHub() {
  const watchers = createWatcherRegistry<ListWatcher>();
  const pantries = createWatcherRegistry<PantryWatcher>();
  let live = false;
  let pantryLive = false;

  function onPantryMessage(payload: string) {
    let message: { userId?: string; version?: number };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (!message.userId || typeof message.version !== "number") return;
    const version = message.version;
    pantries.forKey(message.userId, (w) => w.onChange(version));
  }

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
    watch: async (listen: Listen) => {
      const lists = await listen(LIST_CHANNEL, {
        onMessage,
        onLive: (now) => {
          const back = now && !live;
          live = now;
          if (back) watchers.forAll((w) => w.onChange(null));
        },
      });
      const pantry = await listen(PANTRY_CHANNEL, {
        onMessage: onPantryMessage,
        onLive: (now) => {
          const back = now && !pantryLive;
          pantryLive = now;
          if (back) pantries.forAll((w) => w.onChange(null));
        },
      });
      return async () => {
        await lists();
        await pantry();
      };
    },
    subscribe: (userId: string, watcher: ListWatcher) => watchers.subscribe(userId, watcher),
    subscribePantry: (userId: string, watcher: PantryWatcher) => pantries.subscribe(userId, watcher),
    watcherCount: watchers.count,
    pantryWatcherCount: pantries.count,
    /** Ends every open stream (shutdown), so none holds the server open. */
    endAll: () => {
      watchers.endAll();
      pantries.endAll();
    },
  };
}

export type ListHub = ReturnType<typeof createListHub>;
