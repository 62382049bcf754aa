import { setTheme } from "./support/axe";
import { checkoutUrl, fillCard, mockSubscription, TEST_CARDS } from "./support/billing";
import { expect, signInAs, test } from "./support/fixtures";

/** Not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/billing-screenshots` writes screenshots/billing-*.png. */
test.skip(!process.env.SCREENSHOTS, "screenshots are for people to look at");

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`billing screenshots ${theme} ${width}`, async ({ page, newUser }) => {
      test.setTimeout(120_000);
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      const shot = async (name: string) => {
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `screenshots/billing-${theme}-${width}-${name}.png`, fullPage: true });
      };
      await page.goto("/checkout/cancel");
      await shot("cancel");
      await signInAs(page, await newUser());
      await page.goto("/pricing");
      await shot("pricing");
      await page.goto("/subscription");
      await expect(page.getByRole("heading", { name: "No Active Subscription" })).toBeVisible();
      await shot("subscription-none");
      await page.goto(await checkoutUrl(page.request));
      await fillCard(page, TEST_CARDS.declined);
      await page.getByRole("button", { name: "Start trial" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
      await shot("sandbox-checkout-declined");
      await fillCard(page, TEST_CARDS.ok);
      await page.getByRole("button", { name: "Start trial" }).click();
      await page.waitForURL(/\/checkout\/success/);
      await shot("success");
      await page.goto("/subscription");
      await expect(page.getByRole("heading", { name: "Dinner Plan" })).toBeVisible();
      await shot("subscription-trial");
      const portal = (await (await page.request.post("/api/billing/portal", { headers: { origin: new URL(page.url()).origin } })).json()) as { url: string };
      await page.goto(portal.url);
      await expect(page.getByRole("heading", { name: "Invoices" })).toBeVisible();
      await shot("sandbox-portal");
      await mockSubscription(page, "past_due");
      await page.goto("/subscription");
      await expect(page.getByText("Your last payment failed")).toBeVisible();
      await shot("subscription-past-due");
    });
  }
}
