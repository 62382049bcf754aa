import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { BASE_URL, expect, signInAs, test } from "./support/fixtures";

// This spec needs the service worker the other specs block (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

interface ManifestIcon {
  src: string;
  sizes: string;
  purpose?: string;
}

test("the app is installable: its manifest and service worker pass Chromium's installability checks", async () => {
  // A profile of its own: Chromium never offers installing from an incognito context (Playwright's usual one).
  const profile = mkdtempSync(join(tmpdir(), "sierra-pwa-"));
  const context = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL: BASE_URL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/meal-plans");
    await expect(page.getByRole("heading", { name: "Meal Plans", level: 1 })).toBeVisible();
    // The worker registers after load and takes the page at once (clientsClaim).
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null);
    await checkInstallable(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(page: Page) {
  // The checks Lighthouse's installability audit ran (Lighthouse 12 dropped it; Chromium still answers them).
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data?: string };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
  expect(installabilityErrors).toEqual([]);

  const data = JSON.parse(manifest.data ?? "{}") as {
    display: string;
    start_url: string;
    icons: ManifestIcon[];
    shortcuts: { name: string; url: string }[];
    share_target: { action: string; method: string; enctype: string; params: Record<string, string> };
  };
  // Sharing a page to the installed app opens the recipe import with it.
  expect(data.share_target).toEqual({
    action: "/recipes/import",
    method: "GET",
    enctype: "application/x-www-form-urlencoded",
    params: { title: "title", text: "text", url: "url" },
  });
  expect(data.display).toBe("standalone");
  expect(data.start_url).toBe("/dashboard");
  expect(data.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ["Meal Plans", "/meal-plans"],
    ["Shopping Lists", "/shopping-lists"],
  ]);
  const sizes = (purpose: string) => data.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
  expect(sizes("any")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(sizes("maskable")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of data.icons.filter((i) => i.src.endsWith(".png"))) {
    const res = await page.request.get(icon.src);
    expect(res.headers()["content-type"], icon.src).toBe("image/png");
    const png = await res.body();
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  // Light and dark bars: one theme colour per colour scheme.
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(1);
}

test("the user menu offers Install app when the browser does, and asks the browser", async ({ page, newUser }) => {
  await signInAs(page, await newUser({ name: "Ivy Install" }));
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await expect(page.getByRole("menuitem", { name: "Install app" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  // Closed before the offer comes: a menu re-drawn while it closes ignores the next press (Radix).
  await expect(page.getByRole("menu")).toHaveCount(0);

  // Chromium fires beforeinstallprompt only for a user who can install; here the test plays the browser.
  await page.evaluate(() => {
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("menuitem", { name: "Install app" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await expect(page.getByRole("menuitem", { name: "Install app" })).toHaveCount(0);
});
