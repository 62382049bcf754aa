import type { Page } from "@playwright/test";

/** Waits for the service worker, then reads the page once more with it in charge, so it keeps the page's reads for offline. */
export async function workerInCharge(page: Page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null);
  await page.reload();
}
