import { setTheme } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { FOUR_MESSAGES, register, say } from "./support/onboarding";
import { uniqueEmail } from "./support/users";

/** Not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/onboarding-screenshots` (SHOTS_DIR, default screenshots/). */
test.skip(!process.env.SCREENSHOTS, "screenshots are for people to look at");
const dir = process.env.SHOTS_DIR ?? "screenshots";

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`onboarding screenshots ${theme} ${width}`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      const shot = (name: string) => page.screenshot({ path: `${dir}/onboarding-${theme}-${width}-${name}.png`, fullPage: true });
      await page.goto("/onboarding");
      await page.getByRole("button", { name: "Start Onboarding" }).click();
      await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
      await shot("1-registration-errors");
      await register(page, { firstName: "Olivia", lastName: "Onboard", email: uniqueEmail("onboarding-shots") });
      await expect(page.getByRole("log")).toContainText("Hi Olivia!");
      await shot("2-chat-greeting");
      await say(page, FOUR_MESSAGES[0]);
      await say(page, FOUR_MESSAGES[1]);
      await say(page, FOUR_MESSAGES[2]);
      await shot("3-chat-almost");
      await say(page, FOUR_MESSAGES[3]);
      await shot("4-chat-complete");
      await page.getByRole("button", { name: "Continue to Meal Plans" }).click();
      await expect(page.getByRole("radio", { name: /12 Months/ })).toBeVisible();
      await shot("5-plan");
      const [checkout] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Continue to Checkout" }).click()]);
      await checkout.waitForURL(/\/billing\/sandbox\/checkout\//);
      await checkout.close();
      await expect(page.getByText("Your meal plans start when you sign in")).toHaveCSS("opacity", "1");
      await shot("6-welcome");
      await expect(page.getByRole("heading", { name: "You're all set, Olivia!" })).toBeVisible();
      await shot("7-complete");
    });
  }
}
