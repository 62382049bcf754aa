import { expect, type Page } from "@playwright/test";
import { totp } from "../../apps/server/src/testing/totp";

/** The code an authenticator app would show now for the key on the set-up screen. */
export function currentCode(setupKey: string): string {
  return totp(setupKey.replace(/\s+/g, ""), Date.now());
}

/**
 * Turns two-step verification on from the profile, as a person would: password, key, first
 * code. Returns the key and the recovery codes (the dialog stays on the codes step).
 */
export async function setUpTwoFactor(page: Page, password: string) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Set up two-step verification" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Current password" }).fill(password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("heading", { name: "Add Sierra to your authenticator app" })).toBeVisible();
  await expect(dialog.getByRole("img", { name: /QR code to add Sierra Meal Planner/ }).locator("path")).toHaveCount(1);
  const key = (await dialog.getByLabel("Setup key").textContent()) ?? "";
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await dialog.getByLabel("6-digit code from the app").fill(currentCode(key));
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expect(dialog.getByRole("heading", { name: "Two-step verification is on" })).toBeVisible();
  const codes = await dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  return { key, codes, dialog };
}
