import type { Page } from "@playwright/test";
import { formatIngredient, minutesLabel, normalizeSteps } from "@sierra/shared";
import { expect, signInAs, test } from "./support/fixtures";
import { countRecipeRequests, createRecipe, getRecipe, listRecipes } from "./support/recipes";

const loadState = (page: Page) => page.getByTestId("recipe-load-state");
const browseOther = (page: Page) => page.getByRole("link", { name: "Browse Other Recipes" });

test.describe("recipe detail, a public recipe", () => {
  test("everything the spec lists, for a visitor", async ({ page, request }) => {
    const summary = (await listRecipes(request)).recipes[0]!;
    const recipe = await getRecipe(request, summary.id);
    await page.goto(`/recipe/${recipe.id}`);

    await expect(page.getByRole("heading", { level: 1, name: recipe.title })).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Back to Recipes" })).toHaveAttribute("href", "/recipes");
    await expect(page.getByTestId("favorite-button")).toHaveCount(0);
    const badges = page.getByRole("list", { name: "Categories and dietary tags" }).getByRole("listitem");
    await expect(badges).toHaveCount(recipe.categories.length + recipe.dietary_tags.length);
    for (const c of recipe.categories) await expect(badges.filter({ hasText: c }).first()).toBeVisible();
    await expect(page.getByTestId("dietary-tag")).toHaveCount(recipe.dietary_tags.length);
    await expect(page.getByRole("img", { name: `Illustration of ${recipe.title}` })).toBeVisible();

    const facts = page.getByTestId("recipe-facts");
    // As the page words them: "150 min" reads "2 h 30 min" (the recipe is picked at random).
    await expect(facts).toContainText(`Prep${minutesLabel(recipe.prep_time)}`);
    await expect(facts).toContainText(`Cook${minutesLabel(recipe.cook_time)}`);
    await expect(facts).toContainText(`Serves${recipe.serving_size}`);

    await expect(page.getByRole("heading", { name: "Nutrition Per Serving" })).toBeVisible();
    expect(recipe.nutrition).not.toBeNull();
    await expect(page.getByTestId("nutrition-calories")).toContainText(String(Math.round(recipe.nutrition!.calories)));
    for (const key of ["protein", "carbs", "fat", "fiber", "sugar", "sodium"] as const) {
      await expect(page.getByTestId(`nutrition-${key}`)).toHaveCount(typeof recipe.nutrition![key] === "number" ? 1 : 0);
    }
    if (typeof recipe.nutrition!.sodium === "number") await expect(page.getByTestId("nutrition-sodium")).toContainText(" mg");
    if (typeof recipe.nutrition!.protein === "number") await expect(page.getByTestId("nutrition-protein")).toContainText(" g");

    const ingredients = page.getByTestId("ingredient-list").getByRole("listitem");
    await expect(ingredients).toHaveText(recipe.ingredients.map((i) => formatIngredient(i)));
    const steps = page.getByTestId("instruction-list").getByRole("listitem").locator("p");
    await expect(steps).toHaveText(normalizeSteps(recipe.steps));

    await expect(page.getByRole("heading", { name: "Chef Inspiration" })).toBeVisible();
    await expect(page.getByTestId("chef-inspiration")).toContainText(recipe.attribution!.inspiration);
    await expect(page.getByTestId("recipe-source")).toHaveText(`Source: ${recipe.source}`);

    await page.getByRole("link", { name: "Back to Recipes" }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test("opening a card goes to its page", async ({ page, request }) => {
    const first = (await listRecipes(request)).recipes[1]!;
    await page.goto("/recipes");
    await page
      .getByTestId("recipe-card")
      .nth(1)
      .click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL(new RegExp(`/recipe/${first.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  });

  test("checklist ticks strike through, locally; servings rescale the quantities", async ({ page, cook }) => {
    const recipe = await createRecipe(cook.api);
    await signInAs(page, cook);
    await page.goto(`/recipe/${recipe.id}`);

    const flour = page.getByText("2 cups all-purpose flour", { exact: true });
    await expect(flour).not.toHaveCSS("text-decoration-line", "line-through");
    await page.getByRole("checkbox", { name: "2 cups all-purpose flour" }).click();
    await expect(flour).toHaveCSS("text-decoration-line", "line-through");
    await page.getByText("2 cups all-purpose flour").click();
    await expect(flour).not.toHaveCSS("text-decoration-line", "line-through");
    await page.getByRole("checkbox", { name: "1 tsp salt" }).press("Space");
    await expect(page.getByText("1 tsp salt", { exact: true })).toHaveCSS("text-decoration-line", "line-through");

    // The recipe serves 2; 3 servings is one and a half times everything with a quantity.
    await expect(page.getByTestId("servings-value")).toHaveText("2");
    await page.getByRole("button", { name: "Increase servings" }).click();
    await expect(page.getByTestId("servings-value")).toHaveText("3");
    await expect(page.getByTestId("ingredient-list").getByRole("listitem")).toHaveText([
      "3 cups all-purpose flour",
      "1 1/2 tsp salt",
      "1 1/8 cups water",
      "3 tbsp olive oil",
    ]);
    await expect(page.getByText("Quantities scaled from 2 to 3 servings.")).toBeVisible();
    // Ticks stay with their line when the quantities change.
    await expect(page.getByRole("checkbox", { name: "1 1/2 tsp salt" })).toBeChecked();
    await page.getByRole("button", { name: "Decrease servings" }).click();
    await page.getByRole("button", { name: "Decrease servings" }).click();
    await expect(page.getByTestId("ingredient-list").getByRole("listitem")).toHaveText([
      "1 cup all-purpose flour",
      "1/2 tsp salt",
      /^(3\/8|0\.38) cup water$/,
      "1 tbsp olive oil",
    ]);
    await expect(page.getByRole("button", { name: "Decrease servings" })).toBeDisabled();
    await page.getByRole("button", { name: "Reset to 2" }).click();
    await expect(page.getByTestId("servings-value")).toHaveText("2");

    // Ticks are local: a reload starts clean.
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "1 tsp salt" })).not.toBeChecked();
  });

  test("the owner's recipe: 'Step N:' stripped, no Source for generated, honest when nutrition is unknown", async ({ page, cook }) => {
    const recipe = await createRecipe(cook.api, {
      title: "Moon Rock Stew",
      ingredients: ["3 cups moon rocks", "2 handfuls stardust", "1 pinch salt"],
      steps: ["Step 1: Gather the moon rocks.", "step 2 - Simmer gently.", "Serve."],
      serving_size: undefined,
    });
    expect(recipe.nutrition).toBeNull();
    await signInAs(page, cook);
    await page.goto(`/recipe/${recipe.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Moon Rock Stew" })).toBeVisible();
    await expect(page.getByTestId("instruction-list").getByRole("listitem").locator("p")).toHaveText(["Gather the moon rocks.", "Simmer gently.", "Serve."]);
    await expect(page.getByTestId("recipe-source")).toHaveCount(0);
    await expect(page.getByTestId("nutrition-calories")).toContainText("Not available");
    await expect(page.getByText("There is not enough ingredient data to estimate the nutrition of this recipe.")).toBeVisible();
    await expect(page.getByTestId("recipe-facts")).toContainText("Serves4");
    await expect(page.getByTestId("chef-inspiration")).toContainText("Nonna Rosa");
  });

  test("print view hides the controls and the layout's chrome", async ({ page, request }) => {
    const recipe = (await listRecipes(request)).recipes[0]!;
    await page.goto(`/recipe/${recipe.id}`);
    await expect(page.getByRole("heading", { level: 1, name: recipe.title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1, name: recipe.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Recipes" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.locator("body > div header").first()).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    await expect(page.getByRole("note")).toBeHidden();
    await expect(page.getByTestId("ingredient-list")).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    await expect(page.locator("footer")).toBeVisible();
  });
});

test.describe("recipe detail, load states", () => {
  test("a malformed id: 'Invalid recipe ID format', without asking the server", async ({ page }) => {
    const requests = countRecipeRequests(page, "not-a-uuid");
    await page.goto("/recipe/not-a-uuid");
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(loadState(page)).toContainText("Invalid recipe ID format");
    await expect(browseOther(page)).toHaveAttribute("href", "/recipes");
    expect(requests.count()).toBe(0);
  });

  test("each placeholder marker: 'Recipe is still being generated', without asking the server", async ({ page }) => {
    for (const id of [
      "custom_recipe_id_1",
      "newly_generated_id_2",
      "placeholder_recipe_id",
      "TEMP_RECIPE_ID",
      "generated_recipe_id-9",
      "new_generated_id",
      "fallback_recipe_id",
    ]) {
      const requests = countRecipeRequests(page, id);
      await page.goto(`/recipe/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Recipe is still being generated" })).toBeVisible();
      await expect(browseOther(page)).toBeVisible();
      expect(requests.count(), id).toBe(0);
    }
  });

  test("no id: 'Recipe ID is missing'", async ({ page }) => {
    await page.goto("/recipe/");
    await expect(loadState(page)).toContainText("Recipe ID is missing");
    await expect(browseOther(page)).toBeVisible();
  });

  test("a valid id that does not exist: Recipe Not Found, asked once (404 is final)", async ({ page }) => {
    const id = crypto.randomUUID();
    const requests = countRecipeRequests(page, id);
    await page.goto(`/recipe/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Recipe Not Found" })).toBeVisible();
    await expect(loadState(page)).toContainText("Recipe not found");
    await page.waitForTimeout(1500);
    expect(requests.count()).toBe(1);
    await browseOther(page).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test("another user's private recipe answers as a missing one: 404 and Recipe Not Found, for users and visitors", async ({ page, browser, cook, owner }) => {
    const recipe = await createRecipe(cook.api, { title: "Olsen Family Secret Stew" });
    const res = await owner.api.get(`/api/recipes/${recipe.id}`);
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: "NOT_FOUND", message: "Recipe not found" });

    await signInAs(page, owner);
    const requests = countRecipeRequests(page, recipe.id);
    await page.goto(`/recipe/${recipe.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Recipe Not Found" })).toBeVisible();
    await expect(loadState(page)).toContainText("Recipe not found");
    await expect(browseOther(page)).toBeVisible();
    await expect(page.getByText("Olsen Family Secret Stew")).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect(requests.count()).toBe(1);

    const visitor = await browser.newPage();
    await visitor.goto(`/recipe/${recipe.id}`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Recipe Not Found" })).toBeVisible();
    await visitor.close();

    // Its author sees it.
    await signInAs(page, cook);
    await page.goto(`/recipe/${recipe.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Olsen Family Secret Stew" })).toBeVisible();
  });

  test("a server error is tried 3 times, 1000 ms apart, then shows Error with its message", async ({ page }) => {
    const id = crypto.randomUUID();
    const times: number[] = [];
    await page.route(`**/api/recipes/${id}`, async (route) => {
      times.push(Date.now());
      await route.fulfill({ status: 500, json: { message: "Database error while fetching recipe" } });
    });
    await page.goto(`/recipe/${id}`);
    await expect(page.getByRole("status").getByText("Loading recipe...")).toBeAttached();
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible({ timeout: 15_000 });
    await expect(loadState(page)).toContainText("Database error while fetching recipe");
    await expect(browseOther(page)).toBeVisible();
    expect(times).toHaveLength(3);
    for (const gap of [times[1]! - times[0]!, times[2]! - times[1]!]) {
      expect(gap).toBeGreaterThanOrEqual(950);
      expect(gap).toBeLessThan(2000);
    }
  });

  test("the screen mapping of section 8 for answers the id check cannot catch", async ({ page }) => {
    const cases: [number, object, string, string][] = [
      [400, { code: "PLACEHOLDER", message: "Recipe is still being generated" }, "Recipe is still being generated", "Recipe is still being generated"],
      [400, { code: "INVALID_ID", message: "Invalid recipe ID format. Recipe IDs must be valid UUIDs" }, "Error", "Invalid recipe ID format"],
      [500, {}, "Error", "Failed to load recipe"],
    ];
    for (const [status, json, title, text] of cases) {
      const id = crypto.randomUUID();
      await page.route(`**/api/recipes/${id}`, (route) => route.fulfill({ status, json }));
      await page.goto(`/recipe/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
      await expect(loadState(page)).toContainText(text);
    }
  });
});

test("each card's generated picture loads as an image in the browser, under the app's CSP", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => message.type() === "error" && refused.push(message.text()));
  await page.goto("/recipes");
  const images = page.getByTestId("recipe-card").getByTestId("recipe-image");
  await expect(images).toHaveCount(10);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    // A malformed SVG, or one the CSP blocks, loads with no size and falls back to the placeholder.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByTestId("recipe-image-placeholder")).toHaveCount(0);
  expect(refused).toEqual([]);
});

test("an image that fails to load is replaced by the drawn placeholder, with the same alt text", async ({ page, request }) => {
  const recipe = (await listRecipes(request)).recipes[0]!;
  await page.route("**/image.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/recipes");
  const card = page.getByTestId("recipe-card").first();
  await expect(card.getByTestId("recipe-image-placeholder")).toBeVisible();
  await expect(card.getByRole("img", { name: `Illustration of ${recipe.title}` })).toBeVisible();
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByRole("heading", { level: 1, name: recipe.title })).toBeVisible();
  await expect(page.getByTestId("recipe-image-placeholder")).toBeVisible();
  await expect(page.getByRole("img", { name: `Illustration of ${recipe.title}` })).toBeVisible();
  await expect(page.getByTestId("recipe-image")).toHaveCount(0);
});
