/**
 * Per-instance memory of data that belongs to one user (a validated session,
 * a calendar view), so reads need not ask the database each time
 * (docs/decisions/025). A user's entries are dropped when the database
 * announces a change to that user's rows (migration 0005) and when this
 * process handles a request that may change them. The age cap bounds
 * staleness should an announcement ever be missed.
 */
export class UserCache<V> {
  private readonly entries = new Map<string, { value: V; userId: string; usableUntil: number }>();
  private readonly keysByUser = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a read that started before one must not store its result. */
  private generation = 0;
  private enabled = true;

  constructor(private readonly limits: { maxEntries: number; maxAgeMs: number }) {}

  get(key: string, nowMs = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.usableUntil > nowMs) return entry.value;
    this.remove(key);
    return undefined;
  }

  /** The token to pass to `set`, taken before the database is read. */
  begin(): number {
    return this.generation;
  }

  /** Stores a value read since `begin()`, unless something was invalidated meanwhile. */
  set(key: string, userId: string, value: V, startedAt: number, usableUntil = Infinity, nowMs = Date.now()): void {
    if (!this.enabled || startedAt !== this.generation) return;
    if (!this.entries.has(key) && this.entries.size >= this.limits.maxEntries) this.remove(this.entries.keys().next().value!);
    this.entries.set(key, { value, userId, usableUntil: Math.min(usableUntil, nowMs + this.limits.maxAgeMs) });
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.keysByUser.clear();
  }

  /** Off while change announcements cannot be received: every read goes to the database. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(entry.userId);
  }
}
