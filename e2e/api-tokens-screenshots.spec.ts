import { setTheme } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { createVerifiedUser, signInByApi } from "./support/users";

/** Not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/api-tokens-screenshots` writes screenshots/api-tokens-*.png. */
test.skip(!process.env.SCREENSHOTS, "screenshots are for people to look at");

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`API tokens screenshots ${theme} ${width}`, async ({ page, request }) => {
      const shot = async (name: string) => {
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
        await page.screenshot({ path: `screenshots/api-tokens-${theme}-${width}-${name}.png` });
      };
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      const user = await createVerifiedUser(request, "Jordan Rivera");
      await signInByApi(page.request, user);
      for (const [name, scope] of [
        ["Home Assistant", "read"],
        ["Weekly shopping script", "read_write"],
      ] as const) {
        const res = await page.request.post("/api/account/api-tokens", { data: { name, scope, expiresInDays: 90 } });
        expect(res.status()).toBe(201);
        if (scope === "read") {
          const { secret } = await res.json();
          await page.request.get("/api/favorites", { headers: { Authorization: `Bearer ${secret}` } });
        }
      }
      await page.goto("/profile");
      const card = page.getByTestId("api-tokens-card");
      await expect(card.getByRole("listitem")).toHaveCount(2);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `screenshots/api-tokens-${theme}-${width}-card.png` });
      await page.getByTestId("account-security").screenshot({ path: `screenshots/api-tokens-${theme}-${width}-security.png` });

      await card.getByRole("button", { name: "New token" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Create token" }).click();
      await expect(dialog.getByText(/Give the token a name/)).toBeVisible();
      await shot("create-error");
      await dialog.getByRole("textbox", { name: "Name" }).fill("Shortcuts on my phone");
      await dialog.getByRole("button", { name: "Create token" }).click();
      await expect(dialog.getByTestId("api-token-secret")).toBeVisible();
      await shot("secret");
    });
  }
}
