import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Readable } from "node:stream";
import { isBlockedAddress } from "./address-policy";
import { isAllowedHost, type AllowedHosts } from "./allowed-hosts";
import { OutboundError } from "./outbound-error";
import { systemResolve, type ResolveHost } from "./resolve-host";

export interface OutboundOptions {
  /** Content types this use accepts ("text/html", "image/"): a prefix match on the media type. */
  accept: string[];
  maxBytes?: number;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export interface OutboundResponse {
  url: string;
  status: number;
  contentType: string;
  /** the charset the Content-Type header named, if any */
  charset: string | null;
  body: Buffer;
}

export interface OutboundClient {
  get(url: string, options: OutboundOptions): Promise<OutboundResponse>;
}

export const OUTBOUND_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 } as const;

/**
 * The server's one way out (docs/decisions/057): http(s) only; every address a name resolves to
 * checked after DNS and on every redirect, and the connection made to the very address checked
 * (no second lookup to rebind); at most 5 redirects, 5 MB, 10 s in all; content types per use;
 * no credentials, cookies or caller headers carried to another origin.
 */
export function createOutboundClient(config: { allowedHosts: AllowedHosts; resolve?: ResolveHost; timeoutMs?: number }): OutboundClient {
  const resolve = config.resolve ?? systemResolve;
  return {
    async get(rawUrl, options) {
      const deadline = AbortSignal.timeout(Math.min(options.timeoutMs ?? config.timeoutMs ?? OUTBOUND_LIMITS.timeoutMs, OUTBOUND_LIMITS.timeoutMs));
      let url = checkUrl(rawUrl);
      const firstOrigin = url.origin;
      for (let redirects = 0; ; redirects++) {
        const headers = url.origin === firstOrigin ? (options.headers ?? {}) : {};
        const res = await send(url, headers, options.accept, deadline, { allowed: config.allowedHosts, resolve });
        const location = res.headers.location;
        if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && location) {
          res.resume();
          if (redirects >= OUTBOUND_LIMITS.maxRedirects) throw new OutboundError("too_many_redirects", url.href);
          url = checkUrl(new URL(location, url).href);
          continue;
        }
        return read(res, url, options, deadline);
      }
    },
  };
}

function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError("bad_url", "not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutboundError("bad_url", `scheme ${url.protocol}`);
  // Credentials in the address are never sent anywhere.
  url.username = "";
  url.password = "";
  url.hash = "";
  return url;
}

type Route = { allowed: AllowedHosts; resolve: ResolveHost };

function send(url: URL, headers: Record<string, string>, accept: string[], signal: AbortSignal, { allowed, resolve }: Route): Promise<IncomingMessage> {
  const open = isAllowedHost(allowed, url);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // The URL parser already turned decimal, octal and hex spellings (2130706433, 0x7f.1) into dotted form.
  if (isIP(host) && !open && isBlockedAddress(host)) return Promise.reject(new OutboundError("blocked", host));
  const lookup: LookupFunction = (hostname, opts, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const bad = addresses.find((a) => isBlockedAddress(a.address));
        if (!addresses.length || (bad && !open)) return callback(new OutboundError("blocked", `${hostname} -> ${bad?.address ?? "nothing"}`), "", 4);
        const chosen = addresses[0]!;
        if (opts.all) return (callback as unknown as (e: null, a: ResolvedList) => void)(null, [chosen]);
        callback(null, chosen.address, chosen.family);
      },
      (error: Error) => callback(Object.assign(error, { code: "ENOTFOUND" }), "", 4),
    );
  };
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolveResponse, reject) => {
    const req = request(url, {
      method: "GET",
      lookup,
      signal,
      headers: {
        "user-agent": "SierraMealPlanner/1.0 (+recipe import)",
        accept: accept.join(", ") || "*/*",
        "accept-encoding": "gzip, deflate, br",
        ...headers,
      },
    });
    req.on("response", resolveResponse);
    req.on("error", (error) => reject(failureOf(error, signal)));
    req.end();
  });
}
type ResolvedList = { address: string; family: number }[];

function failureOf(error: unknown, signal: AbortSignal): OutboundError {
  if (error instanceof OutboundError) return error;
  if (signal.aborted) return new OutboundError("timeout", "no answer in time");
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof OutboundError) return cause;
  return new OutboundError("unreachable", (error as Error).message);
}

async function read(res: IncomingMessage, url: URL, options: OutboundOptions, signal: AbortSignal): Promise<OutboundResponse> {
  const status = res.statusCode ?? 0;
  const header = res.headers["content-type"] ?? "";
  const contentType = header.split(";")[0]!.trim().toLowerCase();
  const charset = /charset=["']?([\w-]+)/i.exec(header)?.[1] ?? null;
  const maxBytes = options.maxBytes ?? OUTBOUND_LIMITS.maxBytes;
  if (status < 200 || status >= 300) {
    res.resume();
    throw new OutboundError("http_status", `${status}`, status);
  }
  if (options.accept.length && !options.accept.some((type) => contentType.startsWith(type))) {
    res.resume();
    throw new OutboundError("bad_type", contentType || "none");
  }
  if (Number(res.headers["content-length"] ?? 0) > maxBytes) {
    res.destroy();
    throw new OutboundError("too_large", `${res.headers["content-length"]} bytes`);
  }
  const body = await collect(decoded(res), maxBytes, signal).finally(() => res.destroy());
  return { url: url.href, status, contentType, charset, body };
}

/** The body as sent, decompressed; the byte cap counts what is decompressed, so a small bomb cannot grow past it. */
function decoded(res: IncomingMessage): Readable {
  const encoding = (res.headers["content-encoding"] ?? "").trim().toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return res.pipe(createGunzip());
  if (encoding === "deflate") return res.pipe(createInflate());
  if (encoding === "br") return res.pipe(createBrotliDecompress());
  return res;
}

async function collect(stream: Readable, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      if (signal.aborted) throw new OutboundError("timeout", "body too slow");
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new OutboundError("too_large", `over ${maxBytes} bytes`);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    stream.destroy();
    throw failureOf(error, signal);
  }
  return Buffer.concat(chunks);
}
