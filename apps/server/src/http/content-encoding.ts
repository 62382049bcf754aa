import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/** A body in every encoding a client may ask for; each compressed copy is made the first time it is asked for, then kept. */
export interface LazyEncodedBody {
  readonly identity: Buffer;
  body(encoding: Encoding): Buffer;
}

/**
 * One compressed copy. zlib returns a view into its 16 KB working buffer, which would keep all
 * 16 KB alive for a 2 KB body held in a cache: the copy kept is cut to its own size.
 */
export function compress(body: Buffer, encoding: "br" | "gzip", brotliQuality = 11): Buffer {
  const out =
    encoding === "br"
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: 9 });
  if (out.buffer.byteLength === out.length) return out;
  const own = Buffer.allocUnsafeSlow(out.length);
  out.copy(own);
  return own;
}

/**
 * A body compressed on demand: a client that takes plain JSON costs no compression, and a copy
 * is made once however many clients ask. `known` holds copies made earlier (at build time);
 * `onCompressed` is told the size of each new copy (a cache counting its bytes).
 */
export function lazyEncodings(
  body: Buffer | string,
  opts: { brotliQuality?: number; known?: Partial<Record<"br" | "gzip", Buffer>>; onCompressed?: (bytes: number) => void } = {},
): LazyEncodedBody {
  const identity = Buffer.isBuffer(body) ? body : ownBuffer(body);
  const copies: Partial<Record<"br" | "gzip", Buffer>> = { ...opts.known };
  return {
    identity,
    body(encoding) {
      if (encoding === "identity") return identity;
      let copy = copies[encoding];
      if (!copy) {
        copy = copies[encoding] = compress(identity, encoding, opts.brotliQuality);
        opts.onCompressed?.(copy.length);
      }
      return copy;
    },
  };
}

/** A string's bytes in a buffer of their own: Buffer.from puts a short one in a shared 8 KB slab, which a kept body would hold whole. */
function ownBuffer(text: string): Buffer {
  const buffer = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  buffer.write(text);
  return buffer;
}

/**
 * A kept body as Hono's body type, without copying it: a copy per response was ~7 KB of garbage
 * for every cached answer sent (10,000 a second under load). Kept bodies are never changed.
 */
export const sendable = (body: Buffer) => new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);

/**
 * Bodies below this are sent as they are, whatever the client accepts: compressing an empty search
 * page (~80 bytes) or one card (~800) saves a few hundred bytes of a single packet, and costs
 * ~30 µs of this thread to set up an encoder (docs/decisions/043).
 */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send a body of `size` bytes in: none when small, else the best the client accepts. */
export const encodingFor = (acceptEncoding: string | undefined, size: number): Encoding =>
  size < COMPRESS_FROM_BYTES ? "identity" : pickEncoding(acceptEncoding);

/** The best encoding an Accept-Encoding header allows (q=0 refuses one); brotli first. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}
