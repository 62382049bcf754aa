import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ResponseCache } from "./response-cache";

/** A JSON body of about `kb` kilobytes that compresses to about half, different for each n. */
const page = (n: number, kb = 8) =>
  JSON.stringify({ page: n, cards: Array.from({ length: kb * 170 }, (_, i) => ((i * 7919 + n * 104729) % 100003).toString(36)).join(" ") });

function cacheOf(limits: { maxEntries: number; maxBytes: number }) {
  const cache = new ResponseCache(limits);
  cache.setEnabled(true);
  return cache;
}

describe("the shared response cache", () => {
  it("makes a compressed copy only when a client asks for one, decompressing to the same body", () => {
    const cache = cacheOf({ maxEntries: 10, maxBytes: 1024 * 1024 });
    const body = page(1);
    const entry = cache.set("a", body, cache.begin());
    const plainOnly = cache.stats.bytes;
    expect(entry.body("identity").toString()).toBe(body);
    expect(cache.stats.bytes).toBe(plainOnly);
    expect(brotliDecompressSync(entry.body("br")).toString()).toBe(body);
    expect(gunzipSync(entry.body("gzip")).toString()).toBe(body);
    expect(cache.stats.bytes).toBe(plainOnly + entry.body("br").length + entry.body("gzip").length);
    expect(entry.body("br")).toBe(entry.body("br"));
  });

  it("keeps each copy in a buffer of its own size, not a view into a larger one", () => {
    const cache = cacheOf({ maxEntries: 10, maxBytes: 1024 * 1024 });
    const entry = cache.set("a", page(1, 2), cache.begin());
    for (const encoding of ["identity", "br", "gzip"] as const) {
      const body = entry.body(encoding);
      expect(body.buffer.byteLength, encoding).toBe(body.length);
    }
  });

  it("counts the copies it holds and lets the least recently used answers go when over its bytes", () => {
    const one = cacheOf({ maxEntries: 100, maxBytes: 1024 * 1024 })
      .set("x", page(0), 0)
      .body("identity").length;
    // Room for three plain pages, not for three pages and their compressed copies (about half each).
    const cache = cacheOf({ maxEntries: 100, maxBytes: Math.floor(one * 3.3) });
    const entries = [1, 2, 3].map((n) => cache.set(`p${n}`, page(n), cache.begin()));
    expect(cache.stats.entries).toBe(3);
    cache.get("p1"); // p2 is now the least recently used
    for (const entry of entries) entry.body("gzip");
    expect(cache.get("p2")).toBeUndefined();
    expect(cache.get("p1")).toBeDefined();
    expect(cache.stats.bytes).toBeLessThanOrEqual(Math.floor(one * 3.3));
  });

  it("holds at most its count of answers", () => {
    const cache = cacheOf({ maxEntries: 2, maxBytes: 1024 * 1024 });
    for (const n of [1, 2, 3]) cache.set(`p${n}`, page(n, 1), cache.begin());
    expect(cache.get("p1")).toBeUndefined();
    expect(cache.stats.entries).toBe(2);
  });

  it("does not store an answer read before the cache was dropped", () => {
    const cache = cacheOf({ maxEntries: 10, maxBytes: 1024 * 1024 });
    const startedAt = cache.begin();
    cache.clear();
    cache.set("a", page(1), startedAt);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.stats).toEqual({ entries: 0, bytes: 0 });
  });
});
