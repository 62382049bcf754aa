import { hc } from "hono/client";
import type { AppType } from "@sierra/server";
import { transport } from "./transport";

/** Typed API client: request and response types come from the server's routes. */
export const api = hc<AppType>("/api", { init: { credentials: "same-origin" }, fetch: transport });

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Turns a non-2xx response into an ApiError carrying the server's message. */
export async function unwrap<T>(responsePromise: Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>): Promise<T> {
  const res = await responsePromise;
  const body = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
  if (!res.ok) throw new ApiError(body?.message ?? `Request failed (${res.status})`, res.status, body?.code);
  return body as T;
}
