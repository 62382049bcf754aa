import type { Page } from "@playwright/test";
import { viewRange } from "@sierra/shared";
import { chooseRole, roleSelectOf } from "./support/admin";
import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { plusDays, recipesWithCalories, userToday } from "./support/meal-plans";
import { createRecipe } from "./support/recipes";

/**
 * Not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/reliability-screenshots` writes
 * screenshots/reliability-*.png: the delete-plan dialog and its Undo toast (decision 047), the
 * high-sodium badge and the admin's role-change dialog, each checked by axe.
 */
test.skip(!process.env.SCREENSHOTS, "screenshots are for people to look at");

const shoot = (page: Page, name: string) => page.screenshot({ path: `screenshots/reliability-${name}.png` });

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    const tag = `${theme}-${width}`;
    const prepare = async (page: Page) => {
      test.setTimeout(120_000);
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 800 });
    };

    test(`delete-plan dialog and Undo toast ${tag}`, async ({ page, newUser }) => {
      await prepare(page);
      const user = await signInAs(page, await newUser({ name: "Dana Delete", plan: "all_day" }));
      const [recipe] = await recipesWithCalories(1);
      const shown = plusDays(await userToday(user), 8);
      const week = viewRange("weekly", shown);
      for (const date of [week.start, plusDays(week.start, 2)]) {
        expect((await user.api.put(`/api/meal-plans/slots/${date}/dinner`, { data: { recipeId: recipe!.id } })).status()).toBe(200);
      }
      await page.goto(`/meal-plans?view=weekly&date=${shown}`);
      await page.getByRole("button", { name: "Delete plan" }).click();
      await expect(page.getByRole("dialog").getByRole("heading")).toHaveText("Delete this week's meals?");
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `delete-dialog-${tag}`);
      await page.getByRole("dialog").getByRole("button", { name: "Delete this week" }).click();
      // Shot before axe runs: the Undo toast lasts only a few seconds.
      await expect(page.getByRole("button", { name: "Undo" })).toBeInViewport();
      await shoot(page, `delete-undo-toast-${tag}`);
      await expectNoSeriousA11yViolations(page);
    });

    test(`high-sodium badge ${tag}`, async ({ page, cook }) => {
      await prepare(page);
      await signInAs(page, cook);
      const salty = await createRecipe(cook.api, {
        title: "Very Salty Flatbread",
        serving_size: 1,
        ingredients: ["1 cup all-purpose flour", "1 tablespoon salt", "1/2 cup water"],
      });
      await page.goto(`/recipe/${salty.id}`);
      const badge = page.getByTestId("high-sodium");
      await badge.scrollIntoViewIfNeeded();
      await expect(badge).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `sodium-badge-${tag}`);
    });

    test(`role-change dialog ${tag}`, async ({ page, admin, newUser }) => {
      await prepare(page);
      const member = await newUser({ name: "Riley Role" });
      await signInAs(page, admin);
      await chooseRole(page, await roleSelectOf(page, member.email), "Admin");
      await expect(page.getByRole("dialog")).toContainText(`${member.email} will change from User to Admin.`);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `role-dialog-${tag}`);
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    });
  }
}
