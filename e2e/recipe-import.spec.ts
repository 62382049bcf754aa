import type { Page } from "@playwright/test";
import { importMessages, type RecipeDetail } from "@sierra/shared";
import { RECIPE_PAGES_PORT } from "../playwright.config";
import { startRecipePageServer } from "../apps/server/src/testing/recipe-page-server";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { editablePreferences } from "./support/profile";
import { pickRecipe, plusDays, slot, userToday } from "./support/meal-plans";

// The recipe pages live on a loopback host the E2E server is told it may reach (IMPORT_ALLOWED_HOSTS
// in playwright.config.ts); every other private address stays blocked, as in production.
let pages: Awaited<ReturnType<typeof startRecipePageServer>>;
test.beforeAll(async () => {
  pages = await startRecipePageServer(RECIPE_PAGES_PORT);
});
test.afterAll(async () => pages.close());

async function importFromTheWeb(page: Page, url: string) {
  await page.getByLabel("Recipe page address").fill(url);
  await page.getByRole("button", { name: "Import from the web" }).click();
}

test("a member imports a recipe page, edits the draft, saves it with its picture and plans it", async ({ page, newUser }) => {
  test.slow();
  const member = await signInAs(page, await newUser({ name: "Ana Importer", plan: "all_day" }));
  const editable = await editablePreferences(member.api);
  expect((await member.api.put("/api/profile/preferences", { data: { ...editable, allergies: ["dairy"] } })).status()).toBe(200);

  await page.goto("/recipes");
  await page.getByRole("link", { name: "Import a recipe" }).click();
  await expect(page).toHaveURL(/\/recipes\/import$/);
  await expect(page.getByRole("heading", { level: 1, name: "Import a recipe" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await importFromTheWeb(page, `${pages.url}/lemon-pasta`);
  const review = page.getByRole("region", { name: "Review the recipe" });
  await expect(review.getByRole("heading", { name: "Review before saving" })).toBeVisible();
  await expect(review.getByLabel("Title")).toHaveValue("Lemon Pasta");
  await expect(review.getByLabel("Serves")).toHaveValue("4");
  await expect(review.getByText("The page says: 4 servings")).toBeVisible();
  await expect(review.getByLabel("Ingredients (one a line)")).toHaveValue("400 g spaghetti\n2 lemons, zested and juiced\n50 g butter\n60 g parmesan, grated");
  await expect(review.getByLabel("Steps (one a line)")).toContainText("Cook the spaghetti in salted water until al dente.");
  await expect(review.getByTestId("recipe-contains")).toContainText(/milk/i);
  await expect(review.getByTestId("recipe-contains")).toContainText(/wheat/i);
  await expect(review.getByTestId("household-warning")).toContainText("Not suitable for your household");
  await expect(review.getByText("The page gives 520 calories per serving.")).toBeVisible();
  const readAs = review.getByTestId("ingredient-matches");
  await expect(readAs.getByRole("listitem")).toHaveCount(4);
  await expect(readAs.getByRole("listitem").first()).toContainText(/spaghetti.*400 g/);
  await expect(review.getByText(`Source: ${pages.url}/lemon-pasta`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The member makes it theirs: a new title, no butter or parmesan; "Check again" clears the warning.
  const title = `Ana's Lemon Pasta ${Date.now()}`;
  await review.getByLabel("Title").fill(title);
  await review.getByLabel("Ingredients (one a line)").fill("400 g spaghetti\n2 lemons, zested and juiced\n3 tbsp olive oil");
  await review.getByRole("button", { name: "Check again" }).click();
  await expect(review.getByTestId("household-warning")).toBeHidden();
  await expect(review.getByTestId("recipe-contains")).not.toContainText(/milk/i);

  await review.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByText("Recipe saved", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/recipe\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop()!;
  const saved = (await (await member.api.get(`/api/recipes/${id}`)).json()) as RecipeDetail;
  expect(saved.ingredients.map((i) => i.name.toLowerCase())).toEqual(["spaghetti", "lemons", "olive oil"]);
  expect(saved.nutrition?.calories).toBeGreaterThan(0);
  // Its picture is a copy Sierra serves, never a link to the page's host.
  expect(saved.image_url).toBeTruthy();
  expect(saved.image_url).not.toContain(pages.host);
  await expectNoSeriousA11yViolations(page);

  // Another member never sees it.
  const other = await newUser({ name: "Other Member" });
  expect((await other.api.get(`/api/recipes/${id}`)).status()).toBe(404);

  // Planned like any recipe.
  const tomorrow = plusDays(await userToday(member), 1);
  await page.goto(`/meal-plans?view=daily&date=${tomorrow}`);
  await slot(page, tomorrow, "dinner").getByRole("button", { name: /^Add / }).click();
  await pickRecipe(page, title);
  await expect(page.getByText("Meal Added", { exact: true })).toBeVisible();
  await expect(slot(page, tomorrow, "dinner")).toContainText(title);
});

test("a page without a recipe, a blocked address and pasted text each get their answer", async ({ page, newUser }) => {
  await signInAs(page, await newUser({ name: "Pat Paster" }));
  await page.goto("/recipes/import");

  await importFromTheWeb(page, `${pages.url}/no-recipe`);
  await expect(page.getByRole("alert").filter({ hasText: importMessages.noRecipe })).toBeVisible();

  // A private address the server was not told about is refused before any connection.
  await importFromTheWeb(page, "http://10.20.30.40/recipe");
  await expect(page.getByRole("alert").filter({ hasText: importMessages.blocked })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByLabel("Or paste the recipe's text")
    .fill(
      "Garlic Butter Rice\n\nIngredients\n1 cup long-grain rice\n2 cups water\n2 tbsp butter\n2 cloves garlic\n\nMethod\nMelt the butter.\nFry the garlic.\nAdd rice and water and simmer 15 minutes.",
    );
  await page.getByRole("button", { name: "Import pasted text" }).click();
  const review = page.getByRole("region", { name: "Review the recipe" });
  await expect(review.getByLabel("Title")).toHaveValue("Garlic Butter Rice");
  await expect(review.getByLabel("Ingredients (one a line)")).toHaveValue("1 cup long-grain rice\n2 cups water\n2 tbsp butter\n2 cloves garlic");
  await expect(review.getByLabel("Steps (one a line)")).toHaveValue("Melt the butter.\nFry the garlic.\nAdd rice and water and simmer 15 minutes.");
  await expect(page.getByRole("alert").filter({ hasText: importMessages.noRecipe })).toBeHidden();
});

test("ingredient groups found on a page are kept: the review names them, the recipe page shows them as sections", async ({ page, newUser }) => {
  await signInAs(page, await newUser({ name: "Gil Grouper" }));
  await page.goto("/recipes/import");
  const title = `Apple Pie ${Date.now()}`;
  await page
    .getByLabel("Or paste the recipe's text")
    .fill(
      `${title}\n\nIngredients\nFor the crust:\n250 g flour\n125 g butter\nFor the filling:\n6 apples, sliced\n100 g sugar\n\nMethod\n1. Rub the butter into the flour.\n2. Fill with the apples and sugar, and bake.`,
    );
  await page.getByRole("button", { name: "Import pasted text" }).click();
  const review = page.getByRole("region", { name: "Review the recipe" });
  await expect(review.getByLabel("Ingredients (one a line)")).toHaveValue(
    "For the crust:\n250 g flour\n125 g butter\nFor the filling:\n6 apples, sliced\n100 g sugar",
  );
  await review.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const list = page.getByTestId("ingredient-list");
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(["For the crust", "For the filling"]);
  await expect(list.getByRole("region", { name: "For the crust" }).getByRole("listitem")).toHaveText([/flour$/, /butter$/]);
  await expect(list.getByRole("region", { name: "For the filling" }).getByRole("listitem")).toHaveText([/apples, sliced$/, /sugar$/]);
  await expectNoSeriousA11yViolations(page);
});

test("a page or text shared from a phone's share sheet opens the import with it filled in", async ({ page, newUser }) => {
  await signInAs(page, await newUser({ name: "Sam Sharer" }));
  // As the manifest's share_target sends it: many apps put the address in the text.
  await page.goto(`/recipes/import?title=${encodeURIComponent("Soup")}&text=${encodeURIComponent(`Look at this ${pages.url}/soup!`)}`);
  await expect(page.getByLabel("Recipe page address")).toHaveValue(`${pages.url}/soup`);
  await page.goto(`/recipes/import?title=${encodeURIComponent("Nan's soup")}&text=${encodeURIComponent("2 leeks\nSimmer 20 minutes")}`);
  await expect(page.getByLabel("Or paste the recipe's text")).toHaveValue("Nan's soup\n2 leeks\nSimmer 20 minutes");
  await expect(page.getByLabel("Recipe page address")).toHaveValue("");
});
