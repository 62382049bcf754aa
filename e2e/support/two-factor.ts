import { expect, type Page } from "@playwright/test";
import { totp } from "../../apps/server/src/testing/totp";

const PERIOD_MS = 30_000;
/** The last time step each key's code was handed out for: a code works once (RFC 6238 §5.2). */
const lastStepByKey = new Map<string, number>();

/** The code an authenticator app would show now for the key on the set-up screen. */
export function currentCode(setupKey: string): string {
  return totp(setupKey.replace(/\s+/g, ""), Date.now());
}

/**
 * A code the server has not seen yet for this key: the current step's, or, when that one was
 * already used, the next step's (the server accepts one step ahead, as phones run fast), waiting
 * for the clock only when both are spent.
 */
export async function unusedCode(setupKey: string): Promise<string> {
  const secret = setupKey.replace(/\s+/g, "");
  const current = Math.floor(Date.now() / PERIOD_MS);
  const last = lastStepByKey.get(secret);
  const step = last === undefined ? current : Math.max(current, last + 1);
  if (step > current + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - Date.now() + 50));
  lastStepByKey.set(secret, step);
  return totp(secret, step * PERIOD_MS);
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
  await dialog.getByLabel("6-digit code from the app").fill(await unusedCode(key));
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expect(dialog.getByRole("heading", { name: "Two-step verification is on" })).toBeVisible();
  const codes = await dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  return { key, codes, dialog };
}
