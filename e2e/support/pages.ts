import type { Page } from "@playwright/test";

/**
 * Until the page's reads are done: network-idle, for a few seconds at most, since a page holding
 * a live stream (the shopping lists' changes) never goes quiet.
 */
export async function readsSettled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
}

/** Every page of the foundation, by who can see it. */
export const PUBLIC_PAGES = [
  "/",
  "/pricing",
  "/about",
  "/terms",
  "/privacy",
  "/contact",
  "/help",
  "/auth/login",
  "/auth/register",
  "/onboarding",
  "/auth/forgot-password",
  "/auth/forgot-password?email-restored=1",
  "/auth/reset-password?token=expired-or-made-up",
  "/auth/callback?type=signup&error=invalid_token",
  "/checkout/success?session_id=cs_unknown",
  "/checkout/cancel",
  "/no-such-page",
];

export const ADMIN_PAGES = ["/dashboard", "/admin", "/help", "/subscription", "/pantry", "/shopping-lists"];
