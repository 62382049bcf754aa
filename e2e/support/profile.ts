import type { APIRequestContext, Page } from "@playwright/test";
import { BASE_URL, expect, openInTheApp } from "./fixtures";

/** Calls the API as the page's user (same cookies), with the Origin the server expects. */
export function apiPut(page: Page, path: string, data: unknown) {
  return page.request.put(`${BASE_URL}${path}`, { data, headers: { origin: BASE_URL } });
}

/**
 * Opens /profile (or /preferences) and waits for the page's heading; `inTheApp` for a test of
 * what the app does with the page's requests (a first load arrives rendered, with its data).
 */
export async function openProfile(page: Page, path: "/profile" | "/preferences" = "/profile", { inTheApp = false } = {}) {
  if (inTheApp) await openInTheApp(page, path);
  else await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Profile & Preferences" })).toBeVisible();
}

export async function openTab(page: Page, name: "Personal Info" | "Diet & Nutrition" | "Preferences") {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

/** The member's preferences as PUT /api/profile/preferences takes them back (read-only fields left out). */
export async function editablePreferences(api: APIRequestContext): Promise<Record<string, unknown>> {
  const prefs = (await (await api.get("/api/profile/preferences")).json()) as Record<string, unknown>;
  const { id: _id, updated_at: _u, allergy_checks: _c, zipcode, user_timezone, ...lists } = prefs;
  return { ...lists, zipcode: zipcode ?? "", user_timezone: user_timezone ?? "America/New_York" };
}
