import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "@sierra/server";
/**
 * How the app's API requests travel: the browser's fetch, or, when the server renders a page
 * (ssr/render-page.tsx), straight into the server's own routes without a socket.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setTransport(next: typeof fetch) {
  transport = next;
}

/** Typed API client: request and response types come from the server's routes. */
export const api = hc<AppType>("/api", {
  init: { credentials: "same-origin" },
  fetch: (input: RequestInfo | URL, init?: RequestInit) => transport(input, init),
});

/** Every API error carries the HTTP status and the server's stable `code`; screens decide by those, not by the text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * The server's own words when it refused the request (a 4xx carries the spec's text for that
 * case), else the screen's fallback: a server failure or no answer never shows its internals.
 */
export function serverTextOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

/** The body of a response's 2xx variants, as the server's route declares it (JSON only). */
export type OkBody<R> = R extends ClientResponse<infer T, infer S, infer F> ? (S extends SuccessStatusCode ? (F extends "json" ? T : unknown) : never) : never;

type AnyResponse = ClientResponse<unknown, number, string>;

/**
 * Awaits an `api` call: a 2xx answer gives its typed body; anything else throws an ApiError with
 * the server's status, code and message. Without a message from the server the error says
 * `fallback` (a screen's own text), else "Request failed (status)".
 */
export async function unwrap<R extends AnyResponse>(response: Promise<R>, fallback?: string): Promise<OkBody<R>> {
  const res = await response;
  const body = (await res.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  if (!res.ok) {
    const message = typeof body?.message === "string" && body.message ? body.message : (fallback ?? `Request failed (${res.status})`);
    throw new ApiError(message, res.status, typeof body?.code === "string" ? body.code : undefined);
  }
  return body as OkBody<R>;
}
