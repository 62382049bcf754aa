import { setTheme } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { workerInCharge } from "./support/service-worker";

/** For people to look at, not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/pantry-sync-screenshots`. */
test.skip(!process.env.SCREENSHOTS, "screenshots only with SCREENSHOTS=1");

test("the pantry offline, with changes waiting to sync", async ({ browser, newUser }) => {
  test.setTimeout(480_000);
  const cook = await newUser({ name: "Kim Kitchen", plan: "trial" });
  for (const data of [
    { name: "rice", quantity: 500, unit: "g" },
    { name: "oats", quantity: 1, unit: "kg" },
    { name: "milk", quantity: 1, unit: "l", location: "fridge" },
    { name: "frozen peas", quantity: 500, unit: "g", location: "freezer" },
  ])
    await cook.api.post("/api/pantry/items", { data });

  for (const theme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      // Offline, the app's lazily loaded code (the toasts) comes from the service worker's precache.
      const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: "allow" });
      await context.addCookies((await cook.api.storageState()).cookies);
      const page = await context.newPage();
      await setTheme(page, theme);
      await page.goto("/pantry");
      await workerInCharge(page);
      await expect(page.getByTestId("pantry-item")).toHaveCount(4, { timeout: 30_000 });
      await context.setOffline(true);
      await expect(page.getByText("Offline — changes will sync")).toBeVisible();
      // Changes made offline show at once; they wait in this device's queue (never sent here: the context closes offline).
      await page.getByLabel("What do you have?").fill("2 cans chickpeas");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByTestId("pantry-item").filter({ hasText: "chickpeas" })).toBeVisible();
      await page.getByRole("button", { name: "Remove oats" }).click();
      await expect(page.getByTestId("pantry-item")).toHaveCount(4, { timeout: 30_000 });
      // The toasts fade before the picture is taken.
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
      await page.screenshot({ path: `screenshots/pantry-offline-${theme}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
});
