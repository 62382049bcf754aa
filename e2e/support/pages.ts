import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { signInByApi } from "./users";

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

/** Signs the browser context in through the API (cookies land in the context). */
export async function signInContext(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await signInByApi(page.request, { email, password });
}

/**
 * Waits until the app has taken over a page the server rendered for a visitor (its markup sits
 * in a disabled fieldset until then, docs/decisions/041); at once for any other page.
 */
export async function appHasStarted(page: Page) {
  await page.waitForFunction(() => document.querySelector("[data-server-rendered]") === null);
}
