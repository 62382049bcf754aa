import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

/** E2E against the built app on its own port and a fresh embedded database. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The server under test; specs and helpers take it from here (through e2e/support/fixtures.ts). */
export const BASE_URL = `http://localhost:${PORT}`;
/** Where e2e/recipe-import.spec.ts serves its recipe pages: a private host the server is told it may reach. */
export const RECIPE_PAGES_PORT = PORT + 400;
export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e-admin-password" };
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "sierra-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "e2e",
  // Screenshots are for people to look at, not part of `npm test`.
  testIgnore: process.env.SCREENSHOTS ? [] : ["**/visual/**"],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    // Most specs steer the page's requests with page.route, which a service worker's fetches
    // bypass; the PWA specs allow it (e2e/pwa-*.spec.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: {
    command: "node apps/server/dist/index.js",
    url: `${BASE_URL}/api/ready`,
    // A first start creates the database and loads the catalogue: seconds when quiet, over a minute on a busy CI machine.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      APP_URL: BASE_URL,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Helpers that create accounts through the API say which "client" they are with
      // X-Forwarded-For, as a proxy would, so per-address limits stay real but per test.
      TRUST_PROXY: "1",
      // The browser's own searches all come from 127.0.0.1; the per-client search limit is
      // tested in the API suite, not by every recipes spec sharing one budget.
      SEARCH_RATE_LIMIT: "0",
      IMPORT_ALLOWED_HOSTS: `127.0.0.1:${RECIPE_PAGES_PORT}`,
    },
  },
});
