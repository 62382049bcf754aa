import { RECIPE_PAGES_PORT } from "../playwright.config";
import { startRecipePageServer } from "../apps/server/src/testing/recipe-page-server";
import { setTheme } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";

/** For people to look at, not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/recipe-import-screenshots`. */
test.skip(!process.env.SCREENSHOTS, "screenshots only with SCREENSHOTS=1");

let pages: Awaited<ReturnType<typeof startRecipePageServer>>;
test.beforeAll(async () => {
  pages = await startRecipePageServer(RECIPE_PAGES_PORT);
});
test.afterAll(async () => pages.close());

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`recipe import screenshots ${theme} ${width}`, async ({ page, cook }) => {
      test.setTimeout(180_000);
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      const shot = async (name: string) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `screenshots/recipe-import-${name}-${theme}-${width}.png`, fullPage: true });
      };
      await signInAs(page, cook);
      await page.goto("/recipes/import");
      await expect(page.getByRole("heading", { level: 1, name: "Import a recipe" })).toBeVisible();
      await shot("form");

      await page.getByLabel("Recipe page address").fill(`${pages.url}/no-recipe`);
      await page.getByRole("button", { name: "Import from the web" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await shot("no-recipe");

      await page.getByLabel("Recipe page address").fill(`${pages.url}/lemon-pasta`);
      await page.getByRole("button", { name: "Import from the web" }).click();
      await expect(page.getByRole("heading", { name: "Review before saving" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot("review");

      // Ingredient groups: named in the review, sections on the saved recipe's page.
      await page.goto("/recipes/import");
      await page
        .getByLabel("Or paste the recipe's text")
        .fill(
          `Apple Pie ${theme} ${width}\n\nIngredients\nFor the crust:\n250 g flour\n125 g butter\nFor the filling:\n6 apples, sliced\n100 g sugar\n\nMethod\n1. Rub the butter into the flour.\n2. Fill with the apples and sugar, and bake.`,
        );
      await page.getByRole("button", { name: "Import pasted text" }).click();
      await expect(page.getByRole("heading", { name: "Review before saving" })).toBeVisible();
      await shot("review-groups");
      await page.getByRole("button", { name: "Save recipe" }).click();
      await expect(page.getByTestId("ingredient-list").getByRole("heading", { name: "For the crust" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot("recipe-groups");
    });
  }
}
