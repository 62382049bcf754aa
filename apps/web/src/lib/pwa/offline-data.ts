/** The service worker's cache of the API's answers (scripts/bundle/service-worker.mjs). */
const API_CACHE = "sierra-api";
/** Every key the app keeps for offline use in localStorage starts with this. */
export const OFFLINE_KEY_PREFIX = "sierra.offline.";

/**
 * Sign Out leaves nothing personal on the device (docs/decisions/060): the API's kept answers
 * and any queued change go. A change not yet synced is lost with them, as the member chose.
 */
export async function purgeOfflineData() {
  for (const key of Object.keys(localStorage)) if (key.startsWith(OFFLINE_KEY_PREFIX)) localStorage.removeItem(key);
  if ("caches" in window) await caches.delete(API_CACHE);
}

/**
 * A page rendered on the server arrives with its data: the browser made none of the page's API
 * reads, so the service worker kept none for offline. Once a service worker is in charge, the app
 * asks for them once, in the background and through it (docs/decisions/068).
 */
export function keepReadsForOffline(reads: string[]) {
  if (reads.length === 0 || !("serviceWorker" in navigator)) return;
  const askAll = async () => {
    for (const url of reads)
      // eslint-disable-next-line no-restricted-globals -- addresses the server recorded, asked again only for the worker to keep; no answer is read
      await fetch(url, { credentials: "same-origin" }).catch(() => undefined);
  };
  if (navigator.serviceWorker.controller) void askAll();
  else navigator.serviceWorker.addEventListener("controllerchange", () => void askAll(), { once: true });
}
