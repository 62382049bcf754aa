/** What the server knows of the request a member's page is rendered for (ssr/render-page.tsx). */
export interface RenderRequest {
  cookies: string;
  /** The browser said it is a phone (Sec-CH-UA-Mobile, or "Mobi" in its user agent). */
  mobile: boolean;
}

/**
 * Set only while the server renders a member's page. A render is synchronous, so the server sets
 * the request just around each one and no two requests' renders can see each other's.
 */
let serverRequest: RenderRequest | null = null;

export function withRenderRequest<T>(request: RenderRequest, render: () => T): T {
  serverRequest = request;
  try {
    return render();
  } finally {
    serverRequest = null;
  }
}

/** Whether this render is the server's, for a member's page. */
export function renderingOnServer(): boolean {
  return serverRequest !== null;
}

/** A cookie of the page: the browser's, or, while the server renders, the request's. */
export function readCookie(name: string): string | undefined {
  const all = serverRequest?.cookies ?? (typeof document === "undefined" ? "" : document.cookie);
  for (const part of all.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * Whether the server renders for a phone, so a phone gets its own layout (the day list, the
 * sidebar as a sheet) from the first paint instead of the wide one until the app starts. A
 * visitor's page, shared by every visitor, is always rendered wide.
 */
export function renderingForPhone(): boolean {
  return serverRequest?.mobile ?? false;
}
