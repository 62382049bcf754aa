import type { Listen } from "../db/listen";

/** The channel migration 0005's triggers announce on; the payload is the user's id. */
const USER_CHANGES_CHANNEL = "user_changes";

/** What invalidation needs of one cache, whatever it holds. */
interface Invalidatable {
  forgetUser(userId: string): void;
  clear(): void;
  setEnabled(enabled: boolean): void;
}

/**
 * Every per-user cache of this instance, invalidated together. The caches are handed in by
 * whoever composes the app (server.ts): each module sizes its own, and this file knows none
 * of their value types.
 */
export function createUserCaches<Caches extends Record<string, Invalidatable>>(caches: Caches) {
  const all: Invalidatable[] = Object.values(caches);
  return {
    ...caches,
    forgetUser: (userId: string) => all.forEach((cache) => cache.forgetUser(userId)),
    clear: () => all.forEach((cache) => cache.clear()),
    /** Subscribes to the database's change announcements; until they flow, nothing is cached. */
    watch: (listen: Listen) =>
      listen(USER_CHANGES_CHANNEL, {
        onMessage: (userId) => userId && all.forEach((cache) => cache.forgetUser(userId)),
        onLive: (live) => all.forEach((cache) => cache.setEnabled(live)),
      }),
  };
}

/** What requests that change a user's rows need: dropping that user's entries, or everyone's. */
export type UserCacheInvalidation = Pick<ReturnType<typeof createUserCaches>, "forgetUser" | "clear">;
