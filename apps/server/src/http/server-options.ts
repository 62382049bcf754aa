import type { ServerOptions } from "node:http";

/** Longest a client may take to send a whole request, headers and body (a slowly dribbled body holds a socket). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Node's own limits on how long a request may take to arrive: past `requestTimeoutMs` Node answers
 * 408 and closes the connection. Node checks every `connectionsCheckingInterval`, 30 s by default,
 * which would let a slow body hold its socket for up to a minute; once a second keeps it near the limit.
 */
export function nodeServerOptions(requestTimeoutMs = REQUEST_TIMEOUT_MS): ServerOptions {
  return { requestTimeout: requestTimeoutMs, headersTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs) };
}
