import { createHash } from "node:crypto";
import { lazyEncodings, type Encoding } from "../http/content-encoding";

export interface CachedResponse {
  etag: string;
  /** The body in one encoding; a compressed copy is made the first time a client asks for it, then kept. */
  body: (encoding: Encoding) => Buffer;
}

/** What an entry costs beyond its bodies (key, tag, objects), so many tiny answers still count. */
const ENTRY_OVERHEAD_BYTES = 512;

interface Entry extends CachedResponse {
  bytes: number;
}

/**
 * Finished JSON responses that are the same for every visitor (docs/decisions/031), kept
 * least-recently-used first out, bounded by count and by the bytes actually held: the plain
 * body and the compressed copies clients have asked for (docs/decisions/040). Dropped whole when
 * the data under them changes; a read that began before a drop does not store its stale result.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = 0;
  private enabled = false;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-insert: Map order is the eviction order, oldest use first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The token to pass to `set`, taken before the database is read. */
  begin(): number {
    return this.generation;
  }

  set(key: string, json: string, startedAt: number): CachedResponse {
    const entry = toEntry(json, key.length, (added) => {
      // A copy made for an entry no longer held (dropped or replaced) is not counted.
      if (this.entries.get(key) !== entry) return;
      entry.bytes += added;
      this.bytes += added;
      this.evict();
    });
    if (!this.enabled || startedAt !== this.generation || entry.bytes > this.limits.maxBytes) return entry;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Off while change announcements cannot be received: nothing is stored then. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  get stats() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private evict(): void {
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

function toEntry(json: string, keyLength: number, onCompressed: (bytes: number) => void): Entry {
  // Brotli 3: a page of cards (~7 KB) in ~45 µs instead of ~85-130 µs at 5 (and ~0.25 ms measured
  // in the server under load), for ~7% more bytes (2,189 against 2,051). Every uncached search pays
  // it on the server's one thread, in front of the searches waiting behind it (docs/decisions/044).
  const bodies = lazyEncodings(json, { brotliQuality: 3, onCompressed });
  return {
    etag: `"${createHash("sha256").update(bodies.identity).digest("base64url").slice(0, 27)}"`,
    body: (encoding) => bodies.body(encoding),
    bytes: bodies.identity.length + keyLength * 2 + ENTRY_OVERHEAD_BYTES,
  };
}
