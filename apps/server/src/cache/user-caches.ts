import type { Listen } from "../db/listen";
import type { RequestSession } from "../auth/session-reader";
import type { CachedView } from "../modules/meal-plans/service";
import { UserCache } from "./user-cache";

/** The channel migration 0005's triggers announce on; the payload is the user's id. */
const USER_CHANGES_CHANNEL = "user_changes";

/** Every per-user cache of this instance, invalidated together. */
export function createUserCaches() {
  const caches = {
    /** Signed session cookie -> who it signs in. */
    sessions: new UserCache<RequestSession>({ maxEntries: 50_000, maxAgeMs: 60_000 }),
    /** User and date range -> what the calendar shows for it. */
    planViews: new UserCache<CachedView>({ maxEntries: 5_000, maxAgeMs: 60_000 }),
  };
  const all = Object.values(caches) as UserCache<unknown>[];
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

export type UserCaches = ReturnType<typeof createUserCaches>;
