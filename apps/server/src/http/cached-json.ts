import type { Context } from "hono";
import type { CachedResponse, ResponseCache } from "../cache/response-cache";
import { pickEncoding } from "./content-encoding";

/** True when the client's If-None-Match names this entity tag (or any, with *). */
export function ifNoneMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** Sends a shared cached JSON response: 304 when the client holds it, else the smallest encoding it accepts. */
export function sendCached(c: Context, entry: CachedResponse): Response {
  // Visitors share these answers; a signed-in member's answer for the same URL differs.
  c.header("Cache-Control", "public, no-cache");
  c.header("Vary", "Cookie, Accept-Encoding");
  c.header("ETag", entry.etag);
  if (ifNoneMatches(c.req.header("If-None-Match"), entry.etag)) return c.body(null, 304);
  const encoding = pickEncoding(c.req.header("Accept-Encoding"));
  c.header("Content-Type", "application/json");
  if (encoding !== "identity") c.header("Content-Encoding", encoding);
  return c.body(new Uint8Array(entry.encoded()[encoding]));
}

/** The cached answer for key, or the one `read` builds (stored unless the data changed meanwhile). */
export async function cachedJson(c: Context, cache: ResponseCache, key: string, read: () => Promise<unknown>): Promise<Response> {
  const hit = cache.get(key);
  if (hit) return sendCached(c, hit);
  const startedAt = cache.begin();
  const entry = cache.set(key, JSON.stringify(await read()), startedAt);
  return sendCached(c, entry);
}
