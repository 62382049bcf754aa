import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** Requests for the recipe list (not images, not categories), in order. */
function listRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/recipes") seen.push(url.search);
  });
  return seen;
}

// From any page of the app (the prerendered landing page preloads the app's code instead: landing.spec.ts).
test("pointing at a link to the recipes loads the list before the click, and the click does not load it again", async ({ page }) => {
  await page.goto("/about");
  const seen = listRequests(page);
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Recipe Database" });
  await link.hover();
  await expect.poll(() => seen.length).toBe(1);
  await link.click();
  await expect(page.getByTestId("recipe-card")).toHaveCount(10);
  expect(seen).toHaveLength(1);
});

test("tabbing to a recipe card's link loads that recipe before it is opened", async ({ page }) => {
  await page.goto("/recipes");
  const firstCard = page.getByTestId("recipe-card").first().getByRole("link");
  const href = await firstCard.getAttribute("href");
  const detail = page.waitForRequest((request) => new URL(request.url()).pathname === `/api${href?.replace("/recipe/", "/recipes/")}`, { timeout: 10_000 });
  await firstCard.focus();
  await detail;
});
