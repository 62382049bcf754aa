import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { ADMIN_PAGES, PUBLIC_PAGES } from "./support/pages";

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => setTheme(page, theme));

    test("public and auth pages", async ({ page }) => {
      // Every public page in one test, axe on each: more than a minute on a busy machine.
      test.slow();
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.locator("h1").first()).toBeVisible();
        // Some pages check something and then raise a toast (the reset page's link check): let
        // those checks and the lazily loaded toaster finish, so axe sees the page as it settles.
        await page.waitForLoadState("networkidle");
        await expectNoSeriousA11yViolations(page);
      }
    });

    test("signed-in pages, as an admin, including the System Health tab", async ({ page, admin }) => {
      await signInAs(page, admin);
      for (const path of ADMIN_PAGES) {
        await page.goto(path);
        await expect(page.locator("h1").first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
      await page.goto("/admin");
      await page.getByRole("tab", { name: "System Health" }).click();
      await expect(page.getByRole("heading", { name: "Database" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("Access Denied and the mobile drawer", async ({ page, cook }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await signInAs(page, cook);
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
