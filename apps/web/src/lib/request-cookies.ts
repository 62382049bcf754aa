/**
 * The page's cookies as a string: the browser's, or, while the server renders a member's page
 * (ssr/render-page.tsx), the request's. A render is synchronous, so the server sets them just
 * around each one and no two requests' renders can see each other's.
 */
let serverCookies: string | null = null;

export function withRequestCookies<T>(cookies: string, render: () => T): T {
  serverCookies = cookies;
  try {
    return render();
  } finally {
    serverCookies = null;
  }
}

export function readCookie(name: string): string | undefined {
  const all = serverCookies ?? (typeof document === "undefined" ? "" : document.cookie);
  for (const part of all.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
