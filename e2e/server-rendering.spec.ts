import { expect, signInAs, test } from "./support/fixtures";

// Visitors' public pages arrive rendered by the server (docs/decisions/041); the app then takes
// them over on the same data.
const serverState = "script#server-render-state";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the recipe list, a recipe and the pricing page arrive as finished pages", async ({ page }) => {
    await page.goto("/recipes");
    await expect(page).toHaveTitle("Recipes · Sierra Meal Planner");
    await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
    await expect(page.getByTestId("recipe-card")).toHaveCount(10);
    await expect(page.getByTestId("recipe-card-skeleton")).toHaveCount(0);
    // Until the app has started, its controls say they do not work yet; links do.
    await expect(page.getByPlaceholder("Search recipes...")).toBeDisabled();
    const firstTitle = await page.getByTestId("recipe-card").first().getByRole("heading", { level: 2 }).innerText();
    await page.getByTestId("recipe-card").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: firstTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ingredients" })).toBeVisible();

    await page.goto("/pricing");
    await expect(page).toHaveTitle("Pricing · Sierra Meal Planner");
    await expect(page.getByText("14-day free trial").first()).toBeVisible();
  });

  test("a search in the address is rendered with its results", async ({ page }) => {
    await page.goto("/recipes?q=chicken");
    const titles = await page.getByTestId("recipe-card").getByRole("heading", { level: 2 }).allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => /chicken/i.test(title))).toBe(true);
  });
});

test("the app takes the page over without a loading state, and then works", async ({ page }) => {
  // Records whether the skeleton ever appeared: the app must start on the server's data.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="recipe-card-skeleton"]')) document.documentElement.dataset.sawSkeleton = "1";
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/recipes");
  await expect(page.locator(serverState)).toHaveCount(1);
  // The app has taken over (the fixture's goto waited for it): the server's wrapper is gone.
  await expect(page.locator("[data-server-rendered]")).toHaveCount(0);
  await expect(page.getByTestId("recipe-card")).toHaveCount(10);
  await page.getByPlaceholder("Search recipes...").fill("salmon");
  await expect(page).toHaveURL(/q=salmon/);
  await expect(page.getByTestId("recipe-card").first()).toContainText(/salmon/i);
  expect(await page.evaluate(() => document.documentElement.dataset.sawSkeleton ?? "")).toBe("");
});

test("a signed-in member gets the app, not a visitor's page", async ({ page, cook }) => {
  await signInAs(page, cook);
  const html = await (await page.request.get("/recipes")).text();
  expect(html).not.toContain('id="server-render-state"');
  // What the app shows a member first, painted before the app's code arrives; no visitor's page.
  expect(html).toContain("Checking authentication...");
  expect(html).not.toContain("Browse our collection of recipes");
  await page.goto("/recipes");
  await expect(page.getByText("Browse the recipes Sierra has generated for you, together with our recipe collection.")).toBeVisible();
});
