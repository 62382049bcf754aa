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
