import { setTheme } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { createRecipe, listRecipes, resetFavorites } from "./support/recipes";

/** For people to look at, not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/recipes-screenshots`. */
test.skip(!process.env.SCREENSHOTS, "screenshots only with SCREENSHOTS=1");

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`recipes screenshots ${theme} ${width}`, async ({ page, request, cook, owner }) => {
      test.setTimeout(120_000);
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      const shot = async (name: string) => {
        // From the top: a scrolled full-page shot smears the sticky header and the fixed sidebar.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `screenshots/recipes-${name}-${theme}-${width}.png`, fullPage: true });
      };

      await page.goto("/recipes");
      await expect(page.getByTestId("recipe-card")).toHaveCount(10);
      await page.waitForLoadState("networkidle");
      await shot("list-visitor");

      const recipe = (await listRecipes(request)).recipes[0]!;
      await page.goto(`/recipe/${recipe.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot("detail-visitor");

      await page.goto("/recipe/not-a-uuid");
      await shot("invalid-id");

      const own = await createRecipe(cook.api, { ingredients: ["2 cups moon rocks", "1 pinch stardust"] });
      await resetFavorites(cook);
      await signInAs(page, cook);
      await page.goto("/recipes?mealType=Dinner");
      await expect(page.getByTestId("recipe-card").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot("list-signed-in");
      await page.goto("/recipes?favorites=true");
      await expect(page.getByText("No recipes found")).toBeVisible();
      await shot("list-empty-favorites");

      await page.goto(`/recipe/${recipe.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.getByRole("checkbox").nth(1).click();
      await page.waitForLoadState("networkidle");
      await shot("detail-signed-in");
      await page.goto(`/recipe/${own.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shot("detail-no-nutrition");

      await signInAs(page, owner);
      await page.goto(`/recipe/${own.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Recipe Not Found" })).toBeVisible();
      await shot("private-not-found");

      if (width === 1280 && theme === "light") {
        await page.goto(`/recipe/${recipe.id}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.emulateMedia({ media: "print" });
        await shot("detail-print");
        await page.emulateMedia({ media: "screen" });
      }
    });
  }
}
