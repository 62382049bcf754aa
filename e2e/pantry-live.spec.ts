import type { Page } from "@playwright/test";
import type { PantryItem, PantryResponse } from "@sierra/shared";
import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { workerInCharge } from "./support/service-worker";

const pantryItems = (page: Page) => page.getByTestId("pantry-item");

test("a pantry change on one device shows on the other within a second, through the pantry stream", async ({ page, browser, newUser }) => {
  test.slow();
  const cook = await newUser({ name: "Kim Kitchen", plan: "trial" });
  expect((await cook.api.post("/api/pantry/items", { data: { name: "rice", quantity: 500, unit: "g" } })).status()).toBe(201);

  const otherPhone = await browser.newContext();
  const second = await otherPhone.newPage();
  await signInAs(second, cook);
  const stream = second.waitForResponse((response) => new URL(response.url()).pathname === "/api/pantry/events");
  await second.goto("/pantry");
  await expect(pantryItems(second)).toHaveCount(1, { timeout: 30_000 });
  expect((await stream).headers()["content-type"]).toMatch(/text\/event-stream/);

  // Added on the first page: once its sync is answered, the second page shows it within a second, without focus.
  await signInAs(page, cook);
  await page.goto("/pantry");
  await expect(pantryItems(page)).toHaveCount(1, { timeout: 30_000 });
  await page.getByLabel("What do you have?").fill("2 cans chickpeas");
  const synced = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/pantry/sync" && r.ok());
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await synced;
  await expect(pantryItems(second).filter({ hasText: "chickpeas" })).toBeVisible({ timeout: 1_000 });

  // A change from another request (the API, as another app would make it) reaches both pages.
  const rice = ((await (await cook.api.get("/api/pantry")).json()) as PantryResponse).items.find((i) => i.name === "rice")!;
  const patched = await cook.api.patch(`/api/pantry/items/${rice.id}`, { data: { quantity: 250 } });
  expect(((await patched.json()) as PantryItem).quantity).toBe(250);
  await expect(pantryItems(second).filter({ hasText: "rice" })).toContainText("250", { timeout: 1_000 });
  await expect(pantryItems(page).filter({ hasText: "rice" })).toContainText("250", { timeout: 1_000 });
  await otherPhone.close();
});

test.describe("offline", () => {
  // This test needs the service worker the other specs block (playwright.config.ts).
  test.use({ serviceWorkers: "allow" });

  test("pantry changes made offline survive a reload offline, then sync once: the server agrees", async ({ page, newUser }) => {
    test.setTimeout(180_000);
    const cook = await signInAs(page, await newUser({ name: "Kim Kitchen", plan: "trial" }));
    for (const data of [
      { name: "rice", quantity: 500, unit: "g" },
      { name: "oats", quantity: 1, unit: "kg" },
    ])
      expect((await cook.api.post("/api/pantry/items", { data })).status()).toBe(201);
    const server = async () =>
      ((await (await cook.api.get("/api/pantry")).json()) as PantryResponse).items
        .map((i) => `${i.quantity ?? "some"} ${i.unit ?? ""} ${i.name} @${i.location}`.replace(/\s+/g, " "))
        .sort();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/pantry");
    await workerInCharge(page);
    await expect(pantryItems(page)).toHaveCount(2);

    await page.context().setOffline(true);
    await expect(page.getByText("Offline — changes will sync")).toBeVisible();
    await page.getByLabel("What do you have?").fill("2 cans chickpeas");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(pantryItems(page).filter({ hasText: "chickpeas" })).toBeVisible();
    await page.getByRole("button", { name: "Edit rice" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Amount").fill("300");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(pantryItems(page).filter({ hasText: "rice" })).toContainText("300");
    await page.getByRole("button", { name: "Remove oats" }).click();
    await expect(pantryItems(page).filter({ hasText: "oats" })).toHaveCount(0);

    await page.reload();
    await expect(page.getByText("Offline — changes will sync")).toBeVisible();
    await expect(pantryItems(page).filter({ hasText: "chickpeas" })).toBeVisible();
    await expect(pantryItems(page).filter({ hasText: "rice" })).toContainText("300");
    await expect(pantryItems(page).filter({ hasText: "oats" })).toHaveCount(0);
    expect(await server()).toEqual(["1 kilogram oats @cupboard", "500 gram rice @cupboard"]);

    await page.context().setOffline(false);
    await expect(page.getByText("Offline — changes will sync")).toHaveCount(0);
    await expect.poll(server, { timeout: 20_000 }).toEqual(["2 can chickpeas @cupboard", "300 gram rice @cupboard"]);
    // Sent once: a reload online asks the server and shows the same, with nothing left queued.
    await page.reload();
    await expect(pantryItems(page)).toHaveCount(2);
    expect(
      await page.evaluate(() => Object.entries(localStorage).filter(([k, v]) => k.startsWith("sierra.offline.pantry-ops.") && JSON.parse(v).ops.length > 0)),
    ).toEqual([]);
  });
});

test.describe("offline, axe", () => {
  // Offline, the app's lazily loaded code (the toasts) comes from the service worker's precache.
  test.use({ serviceWorkers: "allow" });
  for (const theme of ["light", "dark"] as const) {
    test(`axe on the pantry offline, with a change waiting to sync (${theme})`, async ({ page, newUser }) => {
      test.setTimeout(180_000);
      const cook = await signInAs(page, await newUser({ name: "Kim Kitchen", plan: "trial" }));
      expect((await cook.api.post("/api/pantry/items", { data: { name: "rice", quantity: 500, unit: "g" } })).status()).toBe(201);
      await setTheme(page, theme);
      await page.goto("/pantry");
      await workerInCharge(page);
      await expect(pantryItems(page)).toHaveCount(1);
      await page.context().setOffline(true);
      await expect(page.getByText("Offline — changes will sync")).toBeVisible();
      await page.getByLabel("What do you have?").fill("oats");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(pantryItems(page)).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await page.context().setOffline(false);
    });
  }
});
