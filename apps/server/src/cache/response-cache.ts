import { createHash } from "node:crypto";
import { compressedVariants, type EncodedBodies } from "../http/content-encoding";

export interface CachedResponse {
  etag: string;
  /** The body in each encoding, built once when first asked for (brotli and gzip together). */
  encoded: () => EncodedBodies;
  bytes: number;
}

/**
 * Finished JSON responses that are the same for every visitor (docs/decisions/031), kept
 * least-recently-used first out, bounded by count and bytes. Dropped whole when the data under
 * them changes; a read that began before a drop does not store its stale result.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
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
    const entry = toCachedResponse(json);
    if (!this.enabled || startedAt !== this.generation || entry.bytes > this.limits.maxBytes) return entry;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
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

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

function toCachedResponse(json: string): CachedResponse {
  const identity = Buffer.from(json);
  let encoded: EncodedBodies | undefined;
  return {
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    // Brotli 5: near its best ratio for JSON at a fraction of quality 11's time.
    encoded: () => (encoded ??= compressedVariants(identity, 5)),
    // Counted with room for the two compressed copies.
    bytes: identity.length * 2,
  };
}
