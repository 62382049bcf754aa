import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { checkoutUrl, payByApi } from "./support/billing";
import { expect, signInAs, test } from "./support/fixtures";

/** Not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/billing-results-screenshots` writes screenshots/results-*.png. */
test.skip(!process.env.SCREENSHOTS, "screenshots are for people to look at");

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`result pages and billing dialogs ${theme} ${width}`, async ({ page, newUser }) => {
      test.setTimeout(180_000);
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      const shot = async (name: string) => {
        await page.screenshot({ path: `screenshots/results-${theme}-${width}-${name}.png`, fullPage: true });
        await expectNoSeriousA11yViolations(page);
      };
      await page.goto("/checkout/success?session_id=cs_unknown");
      await expect(page.getByRole("heading", { name: "We could not find that checkout" })).toBeVisible();
      await shot("success-unknown");
      await page.goto("/checkout/cancel?offer=onboarding");
      await shot("cancel-onboarding");
      await signInAs(page, await newUser());
      const url = await checkoutUrl(page.request);
      await payByApi(page.request, url);
      await page.goto(`/checkout/success?session_id=${url.split("/").pop()}`);
      await expect(page.getByRole("heading", { name: "Your Free Trial Has Started!" })).toBeVisible();
      await shot("success-trial");
      await page.goto("/pricing");
      const allDay = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "All Day Plan", exact: true }) });
      await expect(allDay.getByRole("button", { name: "Switch Plan" })).toBeEnabled();
      await allDay.getByRole("button", { name: "Switch Plan" }).click();
      await expect(page.getByRole("dialog")).toContainText("Next billing date");
      await shot("switch-dialog");
      await page.keyboard.press("Escape");
      await payByApi(page.request, await checkoutUrl(page.request, "breakfast_addon"));
      const portal = (await (await page.request.post("/api/billing/portal", { headers: { origin: new URL(page.url()).origin } })).json()) as { url: string };
      await page.goto(portal.url);
      await page.getByRole("button", { name: "Remove add-on" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot("portal-remove-addon");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Cancel subscription" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot("portal-cancel");
      await page.keyboard.press("Escape");
      await page.getByRole("radio", { name: /All Day Plan · 12 Months/ }).check();
      await page.getByRole("button", { name: "Switch plan" }).click();
      await expect(page.getByRole("dialog")).toContainText("Next billing date");
      await shot("portal-switch");
    });
  }
}
