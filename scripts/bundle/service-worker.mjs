// After the web build (and the landing page's prerender, which writes app.html): writes dist/sw.js
// with Workbox. The app's code, styles, icons and shell are precached; pages come from the network
// and fall back to the shell offline; the API's reads are kept, newest first, for offline use
// (docs/decisions/060). Workbox's runtime is copied from node_modules: nothing downloads.
import { resolve } from "node:path";
import { generateSW } from "workbox-build";

/** The Cache Storage name of the API's answers; the app deletes it on Sign Out. */
export const API_CACHE = "sierra-api";

export async function buildServiceWorker(dist) {
  const { count, size, warnings } = await generateSW({
    globDirectory: dist,
    globPatterns: ["assets/**/*.{js,css,woff2}", "app.html", "favicon.svg", "icons/*.png", "manifest.webmanifest"],
    swDest: resolve(dist, "sw.js"),
    mode: "production",
    sourcemap: false,
    // A new version waits until the member says "Reload" (the update notice), so a page never
    // runs half old and half new code.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: null,
    // Reminders' push and notification clicks (docs/decisions/066).
    importScripts: ["/sw-push.js"],
    runtimeCaching: [
      {
        // Pages: the server's (rendered for the member, always fresh); offline, the app's shell.
        urlPattern: ({ request, url }) => request.mode === "navigate" && !/^\/(api|dev)\//.test(url.pathname),
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: "/app.html" } },
      },
      {
        // The API's reads, for offline: event streams and sign-in machinery are never kept.
        urlPattern: ({ request, url }) =>
          // eslint-disable-next-line no-undef -- this function runs in the service worker, where self is its global
          url.origin === self.location.origin &&
          url.pathname.startsWith("/api/") &&
          (!url.pathname.startsWith("/api/auth/") || url.pathname === "/api/auth/get-session") &&
          !(request.headers.get("accept") ?? "").includes("text/event-stream") &&
          !url.pathname.endsWith("/events"),
        method: "GET",
        handler: "NetworkFirst",
        options: { cacheName: API_CACHE, networkTimeoutSeconds: 5, cacheableResponse: { statuses: [200] } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { count, size } = await buildServiceWorker(resolve(process.argv[2] ?? "dist"));
  console.log(`service worker precaches ${count} files (${Math.round(size / 1024)} KB)`);
}
