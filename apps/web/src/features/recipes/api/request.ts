import { ApiError } from "@/lib/api";
import { transport } from "@/lib/transport";

/**
 * Same-origin JSON calls for the recipes and favourites API. A non-2xx answer
 * becomes an ApiError with the server's message and code; without a message the
 * error's message is empty, so each screen can say its own fallback text
 * (for example 'Failed to load recipe').
 */
async function call<T>(path: string, init: RequestInit): Promise<T> {
  const res = await transport(path, { credentials: "same-origin", ...init, headers: { accept: "application/json", ...init.headers } });
  const body = (await res.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  if (!res.ok) {
    const message = typeof body?.message === "string" ? body.message : "";
    throw new ApiError(message, res.status, typeof body?.code === "string" ? body.code : undefined);
  }
  return body as T;
}

export function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return call<T>(path, { signal });
}

export function sendJson<T>(method: "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
  return call<T>(path, body === undefined ? { method } : { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}
