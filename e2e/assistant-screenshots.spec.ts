import { setTheme } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { resetPlans, userToday } from "./support/meal-plans";

/** For people to look at, not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/assistant-screenshots`. */
test.skip(!process.env.SCREENSHOTS, "screenshots only with SCREENSHOTS=1");

test("Sierra's panel: signed out, empty, and a conversation with cards", async ({ browser, newUser }) => {
  test.setTimeout(300_000);
  const trial = await newUser({ name: "Terry Trial", plan: "trial" });
  for (const theme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await setTheme(page, theme);
      const shot = (name: string) => page.screenshot({ path: `screenshots/sierra-${name}-${theme}-${width}.png` });
      const sierra = page.getByRole("button", { name: "Chat with Sierra" });
      const panel = page.getByRole("dialog", { name: "Sierra" });
      // Toasts cover the panel's header on a phone until they go (about 4 s each; a pointer resting
      // on one, where the header's buttons were clicked, holds it).
      const toastsGone = async () => {
        await page.mouse.move(width / 2, 500);
        await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
      };

      await page.goto("/");
      await sierra.click();
      await expect(panel).toBeVisible();
      await shot("signed-out");

      const user = await signInAs(page, trial);
      await resetPlans(user);
      const today = await userToday(user);
      await page.goto(`/meal-plans?view=weekly&date=${today}`);
      await expect(page.getByRole("button", { name: /^Account menu/ })).toBeVisible();
      await sierra.click();
      await panel.getByRole("button", { name: "Start a new conversation" }).click();
      await expect(panel.getByTestId("sierra-empty-state")).toBeVisible();
      await toastsGone();
      await shot("empty");

      const input = panel.getByRole("textbox", { name: "Message Sierra" });
      await input.fill("plan my dinners for next week");
      await input.press("Enter");
      await expect(panel.getByTestId("sierra-plan-card")).toBeVisible({ timeout: 30_000 });
      await shot("plan-card");
      await input.fill("make me a recipe for a spicy lentil soup for 6");
      await input.press("Enter");
      await expect(panel.getByTestId("sierra-generation-card").getByRole("link", { name: "View recipe" })).toBeVisible({ timeout: 120_000 });
      await input.fill("find me a chicken recipe under 30 minutes");
      await input.press("Enter");
      await expect(panel.getByTestId("sierra-recipes-card")).toBeVisible({ timeout: 30_000 });
      await toastsGone();
      await shot("conversation");
      await panel.getByRole("button", { name: "Past conversations" }).click();
      await shot("past-conversations");
      await context.close();
    }
  }
});
