import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { CachedResponse, ResponseCache } from "../cache/response-cache";
import { encodingFor, sendable } from "./content-encoding";

/** True when the client's If-None-Match names this entity tag (or any, with *). */
export function ifNoneMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** A JSON answer sent as bytes serialised elsewhere, typed as T (as c.json would) for the web's hc client; no runtime effect. */
export type JsonResponse<T> = Response & TypedResponse<JSONParsed<T>, 200, "json">;
export const asJson = <T>(response: Response) => response as JsonResponse<T>;

/** Sends JSON text built elsewhere (a cache, a query's own serialisation) as T. */
export function sendJsonText<T>(c: Context, text: string): JsonResponse<T> {
  return asJson<T>(c.body(text, 200, { "content-type": "application/json" }));
}

/** Sends a shared cached JSON response: 304 when the client holds it, else the smallest encoding it accepts (a small one as it is). */
export function sendCached<T>(c: Context, entry: CachedResponse): JsonResponse<T> {
  // Visitors share these answers; a signed-in member's answer for the same URL differs.
  c.header("Cache-Control", "public, no-cache");
  c.header("Vary", "Cookie, Accept-Encoding");
  c.header("ETag", entry.etag);
  if (ifNoneMatches(c.req.header("If-None-Match"), entry.etag)) return asJson<T>(c.body(null, 304));
  const encoding = encodingFor(c.req.header("Accept-Encoding"), entry.body("identity").length);
  c.header("Content-Type", "application/json");
  if (encoding !== "identity") c.header("Content-Encoding", encoding);
  return asJson<T>(c.body(sendable(entry.body(encoding))));
}

/** The cached answer for key, or the one `read` builds (stored unless the data changed meanwhile). */
export async function cachedJson<T>(c: Context, cache: ResponseCache, key: string, read: () => Promise<T>): Promise<JsonResponse<T>> {
  const hit = cache.get(key);
  if (hit) return sendCached<T>(c, hit);
  const startedAt = cache.begin();
  const entry = cache.set(key, JSON.stringify(await read()), startedAt);
  return sendCached<T>(c, entry);
}
