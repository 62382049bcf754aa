import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { createRecipe, listRecipes, resetFavorites } from "./support/recipes";

for (const theme of ["light", "dark"] as const) {
  test.describe(`recipes axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => setTheme(page, theme));

    test("list and detail as a visitor, with the menus and popover open, and a load state", async ({ page, request }) => {
      await page.goto("/recipes");
      await expect(page.getByTestId("recipe-card")).toHaveCount(10);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: /^Categories/ }).click();
      await expect(page.getByRole("menuitemradio", { name: "Italian" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page.getByRole("checkbox", { name: "Favorites only" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press("Escape");
      await page.goto("/recipes?q=zzqxnomatchzz");
      await expect(page.getByText("No recipes found")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const recipe = (await listRecipes(request)).recipes[0]!;
      await page.goto(`/recipe/${recipe.id}`);
      await expect(page.getByRole("heading", { level: 1, name: recipe.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/recipe/${crypto.randomUUID()}`);
      await expect(page.getByRole("heading", { level: 1, name: "Recipe Not Found" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("list and detail signed in, with a ticked ingredient and rescaled servings", async ({ page, cook }) => {
      const recipe = await createRecipe(cook.api);
      await resetFavorites(cook);
      await signInAs(page, cook);
      await page.goto("/recipes?favorites=true");
      await expect(page.getByText("You haven't favorited any recipes yet.")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto("/recipes");
      await expect(page.getByTestId("recipe-card")).toHaveCount(10);
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/recipe/${recipe.id}`);
      await page.getByRole("checkbox", { name: "1 tsp salt" }).click();
      await page.getByRole("button", { name: "Increase servings" }).click();
      await expect(page.getByTestId("servings-value")).toHaveText("3");
      await expectNoSeriousA11yViolations(page);
    });
  });
}
