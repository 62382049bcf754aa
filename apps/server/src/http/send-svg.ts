import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { ifNoneMatches } from "./cached-json";
import { pickEncoding } from "./content-encoding";

/**
 * Sends a generated SVG with an entity tag of its text: a browser whose copy is stale
 * (max-age over) revalidates and gets 304 unless the picture changed, e.g. a new drawing.
 * Emoji paths compress about 3:1; a fast brotli or gzip level keeps that under a millisecond.
 */
export function sendSvg(c: Context, svg: string, cacheControl: string): Response {
  const etag = `"${createHash("sha256").update(svg).digest("base64url").slice(0, 27)}"`;
  c.header("Cache-Control", cacheControl);
  c.header("ETag", etag);
  c.header("Vary", "Accept-Encoding");
  if (ifNoneMatches(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
  c.header("Content-Type", "image/svg+xml; charset=utf-8");
  const encoding = pickEncoding(c.req.header("Accept-Encoding"));
  if (encoding === "identity") return c.body(svg);
  c.header("Content-Encoding", encoding);
  const body = encoding === "br" ? brotliCompressSync(svg, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(svg, { level: 6 });
  return c.body(new Uint8Array(body));
}
