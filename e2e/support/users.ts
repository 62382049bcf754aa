import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { randomInt } from "node:crypto";
import { BASE_URL } from "../../playwright.config";
import { latestLinkFor } from "./mailbox";

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${counter}@example.com`;
}

export const PASSWORD = "e2e-password-123";

// A worker process restarts after a failed test, so a plain counter would hand out the same
// addresses again; a random base per process keeps them apart across restarts.
const addressBase = randomInt(0, 2 ** 24 - 100_000);
let addressCounter = 0;

/**
 * A made-up client address (the E2E server trusts X-Forwarded-For), new on every call, for
 * each sign-up and sign-in the helpers make. Sign-in (20) and sign-up (10) limits are per
 * address, and better-auth's database limiter empties a bucket only after a whole quiet
 * window, so one shared 127.0.0.1 would run out part-way through a fast run.
 */
function clientAddressHeaders(): { "x-forwarded-for": string } {
  addressCounter += 1;
  const n = addressBase + addressCounter;
  return { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

/** A registered, verified account made through the API (not the UI under test); fixtures.ts builds its members on it. */
export async function createVerifiedUser(request: APIRequestContext, name = "Casey Cook") {
  const email = uniqueEmail("cook");
  const res = await request.post(`${BASE_URL}/api/auth/sign-up/email`, {
    data: { name, email, password: PASSWORD, phoneNumber: "+1 (555) 123-4567" },
    headers: { origin: BASE_URL, ...clientAddressHeaders() },
  });
  expect(res.status()).toBe(200);
  const link = await latestLinkFor(request, email, "/api/auth/verify-email");
  // Following the link verifies the address; the session it sets belongs to this request context only.
  await request.get(link, { maxRedirects: 0 });
  return { email, password: PASSWORD, name };
}

/** Signs an API context (or a page's own request context) in through the API, from its own client address. */
export async function signInByApi(request: APIRequestContext, credentials: { email: string; password: string }, label = "sign-in") {
  const res = await request.post(`${BASE_URL}/api/auth/sign-in/email`, {
    data: { email: credentials.email, password: credentials.password },
    headers: { origin: BASE_URL, ...clientAddressHeaders() },
  });
  expect(res.status(), label).toBe(200);
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  // Only the sign-in request says which client it is: every later request of the page would
  // carry the forwarding header too, and local-only pages (the mailbox) refuse forwarded requests.
  const client = clientAddressHeaders();
  await page.unroute("**/api/auth/sign-in/**");
  await page.route("**/api/auth/sign-in/**", (route) => route.continue({ headers: { ...route.request().headers(), ...client } }));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
