// TODO(merge): delete this file once the "Assistant API" routes are on main; every caller then
// uses api.assistant (hc<AppType>) instead.
export function assistantFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = init.body ? { "content-type": "application/json" } : undefined;
  return fetch(`/api/assistant${path}`, { credentials: "same-origin", headers, ...init });
}
