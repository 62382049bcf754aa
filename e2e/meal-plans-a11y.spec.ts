import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { pickRecipe, plusDays, recipesWithCalories, slot, userToday } from "./support/meal-plans";

for (const theme of ["light", "dark"] as const) {
  test.describe(`meal plans axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => setTheme(page, theme));

    test("visitor page", async ({ page }) => {
      await page.goto("/meal-plans");
      await expect(page.getByRole("heading", { name: "Sign in to plan your meals" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("each view with meals, the picker and a trial user's upgrade prompts", async ({ page, newUser }) => {
      test.setTimeout(90_000);
      const [a] = await recipesWithCalories(1);
      const user = await signInAs(page, await newUser({ name: "Terry Trial", plan: "trial" }));
      const date = plusDays(await userToday(user), 1);
      await page.goto(`/meal-plans?view=daily&date=${date}`);
      await slot(page, date, "dinner").getByRole("button", { name: /^Add / }).click();
      await expect(page.getByRole("dialog").locator("#recipe-picker-results button").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await pickRecipe(page, a!.title);
      await expect(slot(page, date, "dinner")).toHaveAttribute("data-state", "planned");
      await expectNoSeriousA11yViolations(page);
      for (const view of ["weekly", "monthly"]) {
        await page.goto(`/meal-plans?view=${view}&date=${date}`);
        await expect(slot(page, date, "dinner")).toHaveAttribute("data-state", "planned");
        await expectNoSeriousA11yViolations(page);
      }
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.getByRole("list", { name: "Days" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
