import type { Page } from "@playwright/test";

/**
 * Waits for the service worker, then reads the page once more with it in charge, and waits until
 * it has kept the page's reads for offline (the app asks for them after taking a rendered page
 * over, docs/decisions/068).
 */
export async function workerInCharge(page: Page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null);
  await page.reload();
  await page.waitForFunction(async () => {
    const state = document.getElementById("server-render-state")?.textContent;
    const reads = state ? ((JSON.parse(state) as { reads?: string[] }).reads ?? []) : [];
    const kept = new Set((await (await caches.open("sierra-api")).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search));
    return reads.every((read) => kept.has(read));
  });
}
