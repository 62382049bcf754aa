import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import type { InfraEnv } from "./context";
import { errorBody } from "./errors";
import { PHOTO_LIMITS, photoMessages } from "@sierra/shared";

/** Auth requests carry a few short fields; everything else is a form or a recipe at most. */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** A pasted recipe page: the same 5 MB a fetched page may have, plus JSON's escaping. */
export const IMPORT_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
/** A recipe photo: 5 MB of picture plus the form's own few lines (docs/decisions/052). */
export const PHOTO_BODY_LIMIT_BYTES = PHOTO_LIMITS.maxBytes + 64 * 1024;
const PHOTO_PATH = /^\/api\/recipes\/[^/]+\/photo$/;

function limit(maxSize: number, message = "The request is too large.") {
  // The unread rest of the body would be taken for the next request: the connection ends after the
  // answer, and says so (Connection: close), so a client sends its next request on a new one.
  return bodyLimit({
    maxSize,
    onError: (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", message), 413, { connection: "close" }),
  });
}

const authLimit = limit(AUTH_BODY_LIMIT_BYTES);
const generalLimit = limit(BODY_LIMIT_BYTES);
const importLimit = limit(IMPORT_BODY_LIMIT_BYTES);
const photoLimit = limit(PHOTO_BODY_LIMIT_BYTES, photoMessages.tooLarge);

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
  if (c.req.path.startsWith("/api/auth/")) return authLimit(c, next);
  if (PHOTO_PATH.test(c.req.path)) return photoLimit(c, next);
  return c.req.path === "/api/recipes/import" ? importLimit(c, next) : generalLimit(c, next);
});
