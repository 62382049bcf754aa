import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import type { InfraEnv } from "./context";
import { errorBody } from "./errors";

/** Auth requests carry a few short fields; everything else is a form or a recipe at most. */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;
export const BODY_LIMIT_BYTES = 1024 * 1024;

function limit(maxSize: number) {
  return bodyLimit({ maxSize, onError: (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", "The request is too large."), 413) });
}

const authLimit = limit(AUTH_BODY_LIMIT_BYTES);
const generalLimit = limit(BODY_LIMIT_BYTES);

/**
 * GET and HEAD requests have no body (a fetch Request refuses one). Asking for it anyway makes
 * @hono/node-server build a full Request with an AbortSignal per request, garbage that outlives
 * young-generation collections: skipping it keeps the server's heap smaller under load (040).
 */
export const hasNoBody = (method: string) => method === "GET" || method === "HEAD";

/**
 * Refuses an oversized body with 413 before anything reads it: by Content-Length when it is
 * given, otherwise by counting while it streams in.
 */
export const limitRequestBodies = createMiddleware<InfraEnv>((c, next) => {
  if (hasNoBody(c.req.method)) return next();
  return c.req.path.startsWith("/api/auth/") ? authLimit(c, next) : generalLimit(c, next);
});
