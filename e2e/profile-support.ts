import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, request, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { PASSWORD, signInByApi, uniqueEmail } from "./support/users";

/** The server under test (E2E_PORT, like playwright.config.ts). */
export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const headers = { origin: BASE_URL };

let adminApi: Promise<APIRequestContext> | null = null;

/** The run's super admin, signed in once per worker. */
function admin(): Promise<APIRequestContext> {
  adminApi ??= (async () => {
    // Explicitly empty: request.newContext inherits the spec's storageState file, which may not exist yet.
    const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: headers, storageState: { cookies: [], origins: [] } });
    await signInByApi(api, E2E_ADMIN, "admin sign-in");
    return api;
  })();
  return adminApi;
}

/**
 * A new verified user, signed in inside the page's browser context. The profile specs test the
 * profile, not registration, and the whole run shares the per-address sign-up limit (10 per
 * 10 minutes), so the run's super admin creates these accounts instead (household, profile,
 * self member and preferences are provisioned the same way as at sign-up).
 */
export async function signedInCook(page: Page, name = "Casey Cook") {
  const email = uniqueEmail("profile");
  const res = await (await admin()).post("/api/auth/admin/create-user", { data: { email, password: PASSWORD, name, data: { emailVerified: true } } });
  expect(res.status(), `create-user: ${await res.text()}`).toBe(200);
  await signIn(page, email);
  return { email, password: PASSWORD, name };
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await signInByApi(page.request, { email, password });
}

/** Where a spec keeps its user's signed-in state: outside test-results, which other runs clear. */
export const stateFile = (name: string) => join(tmpdir(), `sierra-e2e-${name}-${process.env.E2E_PORT ?? 3100}.json`);

/** A user for a whole spec file: signs up once and saves the signed-in browser state to `file`. */
export async function saveCookState(browser: Browser, file: string, options: { name?: string; timezoneId?: string } = {}) {
  // Explicitly empty: inside a test, newContext would otherwise read the very file this writes.
  const context = await browser.newContext({ baseURL: BASE_URL, timezoneId: options.timezoneId, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const cook = await signedInCook(page, options.name);
  await context.storageState({ path: file });
  await context.close();
  return cook;
}

/** Calls the API as the page's user (same cookies), with the Origin the server expects. */
export function apiPut(page: Page, path: string, data: unknown) {
  return page.request.put(`${BASE_URL}${path}`, { data, headers });
}

/** Opens /profile (or /preferences) and waits for the page's heading. */
export async function openProfile(page: Page, path: "/profile" | "/preferences" = "/profile") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Profile & Preferences" })).toBeVisible();
}

export async function openTab(page: Page, name: "Personal Info" | "Diet & Nutrition" | "Preferences") {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}
