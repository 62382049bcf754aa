import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./support/fixtures";

/** pages never scroll sideways, and each has exactly one main landmark. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const width of [1024, 1280]) {
  test(`/admin with the sidebar open fits ${width} px; the table scrolls inside its own box`, async ({ page, admin }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, admin);
    await page.goto("/admin");
    await expect(page.getByRole("tab", { name: "User Management" })).toBeVisible();
    await expect(page.getByRole("tabpanel").getByRole("table")).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await expect(page.getByRole("main")).toHaveCount(1);
    // The whole e-mail shows in the sidebar, not a cut-off one.
    const email = page.getByTestId("sidebar-email");
    expect(await email.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
}

test("the dashboard fits 375 px even with a long recipe title in Recent Activity", async ({ page, newUser }) => {
  // A member of its own: the long title stays out of the shared members' recipe lists.
  const cook = await signInAs(page, await newUser({ name: "Narrow Screen" }));
  const title = `Supercalifragilistic${"Casserole".repeat(8)}`;
  const created = await cook.api.post("/api/recipes", { data: { title, ingredients: ["1 cup rice"], steps: ["Cook."] } });
  expect(created.status()).toBe(201);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/dashboard");
  await expect(page.getByTestId("activity-list")).toContainText("Supercalifragilistic");
  expect(await scrollsSideways(page)).toBe(false);
  await expect(page.getByRole("main")).toHaveCount(1);
});

test("signed in on a phone, the sidebar sheet leads Home and to About", async ({ page, admin }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, admin);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Toggle Sidebar" }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet.getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await sheet.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("on a desktop the sidebar keeps to the app's pages (Home and About are in the top bar)", async ({ page, admin }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, admin);
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toBeVisible();
  await expect(page.locator("[data-sidebar='sidebar']").getByRole("link", { name: "About", exact: true })).toHaveCount(0);
});
