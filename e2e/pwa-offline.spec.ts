import type { ShoppingListDetail } from "@sierra/shared";
import { expect, signInAs, test } from "./support/fixtures";

// This spec needs the service worker the other specs block (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const state = (list: ShoppingListDetail) => list.items.map((i) => `${i.name}${i.checked ? " ✓" : ""}`).sort();

test("a list ticked and added to offline survives a reload offline, then syncs: server and a second device agree; Sign Out purges", async ({
  page,
  browser,
  newUser,
}) => {
  test.setTimeout(180_000);
  const shopper = await signInAs(page, await newUser({ name: "Sam Shopper" }));
  const list = (await (await shopper.api.post("/api/shopping-lists", { data: { name: "Corner shop" } })).json()) as ShoppingListDetail;
  for (const name of ["milk", "eggs"]) await shopper.api.post(`/api/shopping-lists/${list.id}/items`, { data: { name } });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/shopping-lists");
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null);
  // Once more with the worker in charge, so it keeps the list, the session and the shell's reads.
  await page.reload();
  const items = page.getByTestId("list-item");
  await expect(items).toHaveCount(2);

  await page.context().setOffline(true);
  await expect(page.getByText("Offline — changes will sync")).toBeVisible();
  await items.filter({ hasText: "milk" }).locator("label").click();
  await page.getByLabel("Add an item").fill("bread");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(items.filter({ hasText: "bread" })).toBeVisible();

  await page.reload();
  await expect(page.getByText("Offline — changes will sync")).toBeVisible();
  await expect(items.filter({ hasText: "milk" })).toHaveAttribute("data-checked", "true");
  await expect(items.filter({ hasText: "bread" })).toBeVisible();
  const server = async () => state((await (await shopper.api.get(`/api/shopping-lists/${list.id}`)).json()) as ShoppingListDetail);
  expect(await server()).toEqual(["eggs", "milk"]);

  await page.context().setOffline(false);
  await expect(page.getByText("Offline — changes will sync")).toHaveCount(0);
  await expect.poll(server, { timeout: 20_000 }).toEqual(["bread", "eggs", "milk ✓"]);

  const otherPhone = await browser.newContext({ serviceWorkers: "block" });
  const second = await otherPhone.newPage();
  await signInAs(second, shopper);
  await second.goto("/shopping-lists");
  await expect(second.getByTestId("list-item").filter({ hasText: "milk" })).toHaveAttribute("data-checked", "true", { timeout: 45_000 });
  await expect(second.getByTestId("list-item").filter({ hasText: "bread" })).not.toHaveAttribute("data-checked");
  await otherPhone.close();

  // Sign Out leaves nothing personal: the kept API answers and the queue are gone.
  expect(await page.evaluate(() => caches.has("sierra-api"))).toBe(true);
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page.getByText("You have been signed out successfully.")).toBeVisible();
  expect(await page.evaluate(() => caches.has("sierra-api"))).toBe(false);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("sierra.offline.")))).toEqual([]);
});
