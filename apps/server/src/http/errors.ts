import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";

/** The one error body every API error has: a stable code for screens, a text for people. */
export function errorBody(code: string, message: string, extra: Record<string, unknown> = {}) {
  return { code, message, ...extra };
}

const GENERIC_500 = "Something went wrong on our side. Please try again.";

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503 | 504;

/**
 * The one domain error: a service throws it with the status, a stable code for screens and
 * the user-facing text (the spec's where it has one); app.onError answers with it. Routes
 * neither catch nor map errors themselves.
 */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** PostgreSQL's class 22 ("data exception"): the input could not be stored or compared. */
function isDataException(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && code.startsWith("22")) return true;
  }
  return false;
}

/**
 * app.onError: the single place errors become responses. Domain errors answer with their own
 * status, code and text; HTTP exceptions (malformed JSON, body limit) keep their status; values
 * the database refuses are the client's 400; the rest is our fault and is logged.
 */
export function handleError(error: Error, c: Context) {
  // The client went away (closed the tab, or sent its body too slowly and Node cut it off): nobody
  // reads the answer, and it is not our fault. One line, no stack; 499 as proxies write it.
  if (c.req.raw.signal?.aborted) {
    console.warn(`request aborted by the client: ${c.req.method} ${c.req.path}`);
    return c.body(null, 499 as never);
  }
  if (error instanceof AppError) {
    if (error.status >= 500) console.error(error);
    return c.json(errorBody(error.code, error.message), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
    return c.json(errorBody(code, error.message || "Invalid request"), error.status);
  }
  if (isDataException(error)) return c.json(errorBody("INVALID_INPUT", "Invalid request"), 400);
  console.error(error);
  return c.json(errorBody("INTERNAL", GENERIC_500), 500);
}
