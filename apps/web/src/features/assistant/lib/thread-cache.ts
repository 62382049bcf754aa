/** Spec section 3: the thread id is also cached locally, per user (the server keeps the threads). */
const key = (userId: string) => `sierra-assistant-thread:${userId}`;

export function cachedThreadId(userId: string): string | null {
  try {
    return localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

export function cacheThreadId(userId: string, threadId: string | null) {
  try {
    if (threadId) localStorage.setItem(key(userId), threadId);
    else localStorage.removeItem(key(userId));
  } catch {
    // Storage may be off (private mode): the server's newest thread is used instead.
  }
}
