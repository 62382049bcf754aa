import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { latestLinkFor } from "./mailbox";

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${counter}@example.com`;
}

export const PASSWORD = "e2e-password-123";

/** A registered, verified account made through the API (not the UI under test). */
export async function createVerifiedUser(request: APIRequestContext, name = "Casey Cook") {
  const email = uniqueEmail("cook");
  const origin = new URL(test_baseURL()).origin;
  const res = await request.post("/api/auth/sign-up/email", {
    data: { name, email, password: PASSWORD, phoneNumber: "+1 (555) 123-4567" },
    // One made-up client address per account, so the per-address sign-up limit is not shared by the whole suite.
    headers: { origin, "x-forwarded-for": `10.77.${Math.floor(counter / 250) % 250}.${counter % 250}` },
  });
  expect(res.status()).toBe(200);
  const link = await latestLinkFor(request, email, "/api/auth/verify-email");
  // Following the link verifies the address; the session it sets belongs to this request context only.
  await request.get(link, { maxRedirects: 0 });
  return { email, password: PASSWORD, name };
}

function test_baseURL(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 3100}`;
}

export const baseURL = test_baseURL;

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
