/**
 * fetch for an endpoint the operator configured (the model server, LLM_BASE_URL): requests may go
 * to that origin only and never follow a redirect, so nothing a user or a model server says can
 * send the server elsewhere. Streaming answers (the model's replies) need the Response as fetch
 * gives it, which the outbound client's buffered `get` does not (docs/decisions/057).
 */
export function operatorFetch(baseUrl: string): typeof fetch {
  const origin = new URL(baseUrl).origin;
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== origin) return Promise.reject(new Error(`refused: ${url.origin} is not the configured ${origin}`));
    return globalThis.fetch(input, { ...init, redirect: "error" });
  };
}
