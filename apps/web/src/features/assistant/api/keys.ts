/** Query keys of Sierra's panel, per user. The current thread's cache entry is the chat's store. */
export const assistantKeys = {
  all: ["assistant"] as const,
  user: (userId: string) => ["assistant", userId] as const,
  status: (userId: string) => ["assistant", userId, "status"] as const,
  current: (userId: string) => ["assistant", userId, "current-thread"] as const,
  threads: (userId: string) => ["assistant", userId, "threads"] as const,
  profile: (userId: string) => ["assistant", userId, "profile"] as const,
};
