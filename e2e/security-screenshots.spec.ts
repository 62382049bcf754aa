import { request as playwrightRequest } from "@playwright/test";
import { setTheme } from "./support/axe";
import { BASE_URL, expect, test } from "./support/fixtures";
import { unusedCode } from "./support/two-factor";
import { createVerifiedUser, signInByApi, signInThroughUi } from "./support/users";

/** Not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/security-screenshots` writes screenshots/security-*.png. */
test.skip(!process.env.SCREENSHOTS, "screenshots are for people to look at");

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`security screenshots ${theme} ${width}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      // Dialogs are fixed to the viewport, so those shots are of the viewport.
      const shot = async (name: string, fullPage = false) => {
        // Let dialogs finish fading in.
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
        await page.screenshot({ path: `screenshots/security-${theme}-${width}-${name}.png`, fullPage });
      };
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      const user = await createVerifiedUser(request, "Jordan Rivera");
      const phone = await playwrightRequest.newContext({ baseURL: BASE_URL, userAgent: IPHONE });
      await signInByApi(phone, user);
      await signInByApi(page.request, user);

      await page.goto("/profile");
      const cards = page.getByTestId("account-security");
      await expect(cards.getByText("Safari on iPhone")).toBeVisible();
      await cards.screenshot({ path: `screenshots/security-${theme}-${width}-cards-off.png` });

      await page.getByRole("button", { name: "Set up two-step verification" }).click();
      const dialog = page.getByRole("dialog");
      await shot("setup-password");
      await dialog.getByRole("textbox", { name: "Current password" }).fill(user.password);
      await dialog.getByRole("button", { name: "Continue" }).click();
      await expect(dialog.getByRole("img", { name: /QR code/ }).locator("path")).toHaveCount(1);
      await shot("setup-scan");
      const key = (await dialog.getByLabel("Setup key").textContent()) ?? "";
      await dialog.getByLabel("6-digit code from the app").fill("12345");
      await dialog.getByRole("button", { name: "Turn on" }).click();
      await shot("setup-scan-error");
      await dialog.getByLabel("6-digit code from the app").fill(await unusedCode(key));
      await dialog.getByRole("button", { name: "Turn on" }).click();
      await expect(dialog.getByRole("list", { name: "Recovery codes" })).toBeVisible();
      await shot("setup-codes");
      await dialog.getByRole("button", { name: "I've saved my codes" }).click();
      await expect(dialog).toBeHidden();
      await cards.screenshot({ path: `screenshots/security-${theme}-${width}-cards-on.png` });
      await page.getByRole("button", { name: "Turn off" }).click();
      await shot("disable");
      await page.keyboard.press("Escape");

      await page.context().clearCookies();
      await page.goto("/auth/login");
      await signInThroughUi(page, user.email, user.password);
      await expect(page).toHaveURL(/\/auth\/two-factor$/);
      await shot("challenge", true);
      await page.getByLabel("6-digit code").fill("000000");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByText(/That code didn't work/).first()).toBeVisible();
      await shot("challenge-error", true);
      await page.getByRole("button", { name: "Use a recovery code instead" }).click();
      await shot("challenge-recovery", true);
      await phone.dispose();
    });
  }
}
