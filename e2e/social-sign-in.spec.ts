import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { OIDC_TEST_CLIENT, startOidcTestProvider } from "../apps/server/src/testing/oidc-test-provider";
import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { uniqueEmail } from "./support/users";

/**
 * Social sign-in in Chromium. The shared E2E server has no OIDC configured (its pages must
 * not show the button), so this spec starts a real OIDC provider and its own app server
 * pointed at it, both on loopback.
 */
let provider: Awaited<ReturnType<typeof startOidcTestProvider>>;
let server: ChildProcess;
let appUrl = "";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitUntilReady(url: string) {
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("app server with OIDC did not become ready");
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  provider = await startOidcTestProvider({ redirectUri: `${appUrl}/api/auth/callback/oidc` });
  server = spawn(process.execPath, ["apps/server/dist/index.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: appUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), "sierra-e2e-oidc-")),
      NODE_ENV: "test",
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret,
      OIDC_NAME: "Test IdP",
    },
  });
  await waitUntilReady(appUrl);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await provider?.close();
});

let subCounter = 0;
function providerUser(email: string, emailVerified: boolean) {
  subCounter += 1;
  const sub = `e2e-${Date.now()}-${subCounter}`;
  provider.users.set(sub, { sub, email, emailVerified, name: "Grace Hopper" });
  return sub;
}

/** At the provider's login page: type the account and submit, as a user would. */
async function logInAtProvider(page: Page, sub: string) {
  await expect(page.getByRole("heading", { name: "Test provider" })).toBeVisible();
  await page.getByLabel("Account").fill(sub);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a new user signs up with the provider from the register page and lands on the dashboard", async ({ page }) => {
  await page.goto(`${appUrl}/auth/register`);
  await page.getByRole("button", { name: "Continue with Test IdP" }).click();
  await logInAtProvider(page, providerUser(uniqueEmail("oidc-e2e"), true));
  await page.waitForURL(`${appUrl}/dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("signing in from a protected page comes back to that page", async ({ page }) => {
  const sub = providerUser(uniqueEmail("oidc-e2e-return"), true);
  await page.goto(`${appUrl}/profile`);
  await page.waitForURL(`${appUrl}/auth/login`);
  await page.getByRole("button", { name: "Continue with Test IdP" }).click();
  await logInAtProvider(page, sub);
  await page.waitForURL(`${appUrl}/profile`);
});

test("an unverified provider e-mail for an existing account is refused with a readable message", async ({ page }) => {
  const email = uniqueEmail("oidc-e2e-taken");
  await page.goto(`${appUrl}/auth/login`);
  await page.getByRole("button", { name: "Continue with Test IdP" }).click();
  await logInAtProvider(page, providerUser(email, true));
  await page.waitForURL(`${appUrl}/dashboard`);
  await page.context().clearCookies();

  await page.goto(`${appUrl}/auth/login`);
  await page.getByRole("button", { name: "Continue with Test IdP" }).click();
  await logInAtProvider(page, providerUser(email, false));
  await page.waitForURL(/\/auth\/login\?error=account_not_linked$/);
  await expect(page.getByRole("alert").filter({ hasText: "Sign in failed" })).toContainText(
    "An account with this email already exists, and Test IdP has not confirmed that the address is yours.",
  );
  await expectNoSeriousA11yViolations(page);
});

test("the shared E2E server, without OIDC, shows no social button", async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/auth/login`);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Continue with/ })).toHaveCount(0);
});

/** For a person to look at: `SCREENSHOTS=1 npx playwright test social-sign-in`. */
test("screenshots of the login page with the button and an error", async ({ page }) => {
  test.skip(!process.env.SCREENSHOTS, "screenshots only on request");
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${appUrl}/auth/login?error=account_not_linked`);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `screenshots/${theme}-${width}-social-login-error.png`, fullPage: true });
      await page.goto(`${appUrl}/auth/register`);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `screenshots/${theme}-${width}-social-register.png`, fullPage: true });
    }
  }
});
