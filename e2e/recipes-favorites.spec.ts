import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./support/fixtures";
import { listRecipes, resetFavorites } from "./support/recipes";

const favoriteButton = (page: Page) => page.getByTestId("favorite-button");
const toast = (page: Page) => page.locator("[data-sonner-toast]");

test("add and remove a favourite from the recipe page, with toasts; it lasts across reloads", async ({ page, request, cook }) => {
  await resetFavorites(cook);
  const recipe = (await listRecipes(request, "page=3")).recipes[0]!;
  await signInAs(page, cook);
  await page.goto(`/recipe/${recipe.id}`);
  await expect(favoriteButton(page)).toHaveText("Add to Favorites");
  await favoriteButton(page).click();
  await expect(toast(page).filter({ hasText: "Added to favorites" })).toBeVisible();
  await expect(favoriteButton(page)).toHaveText("Remove from Favorites");
  expect(((await (await page.request.get("/api/favorites")).json()) as { recipeIds: string[] }).recipeIds).toEqual([recipe.id]);

  await page.reload();
  await expect(favoriteButton(page)).toHaveText("Remove from Favorites");
  await page.goto("/recipes?favorites=true");
  await expect(page.getByTestId("recipe-card")).toHaveCount(1);
  await page.getByRole("link", { name: recipe.title }).click();

  await favoriteButton(page).click();
  await expect(toast(page).filter({ hasText: "Removed from favorites" })).toBeVisible();
  await expect(favoriteButton(page)).toHaveText("Add to Favorites");
  expect(((await (await page.request.get("/api/favorites")).json()) as { recipeIds: string[] }).recipeIds).toEqual([]);
});

test("the duplicate: the API answers 409 'Recipe already in favorites', and the page says so", async ({ page, request, cook }) => {
  await resetFavorites(cook);
  const recipe = (await listRecipes(request, "page=4")).recipes[0]!;
  const api = cook.api;
  const first = await api.post("/api/favorites", { data: { recipeId: recipe.id } });
  expect(first.status()).toBe(201);
  const second = await api.post("/api/favorites", { data: { recipeId: recipe.id } });
  expect(second.status()).toBe(409);
  expect(await second.json()).toEqual({ code: "ALREADY_FAVORITE", message: "Recipe already in favorites" });
  expect((await api.delete(`/api/favorites/${recipe.id}`)).status()).toBe(200);
  expect((await api.delete(`/api/favorites/${recipe.id}`)).status()).toBe(404);

  // The page believes it is not a favourite; meanwhile another tab adds it.
  await signInAs(page, cook);
  await page.goto(`/recipe/${recipe.id}`);
  await expect(favoriteButton(page)).toHaveText("Add to Favorites");
  expect((await api.post("/api/favorites", { data: { recipeId: recipe.id } })).status()).toBe(201);
  await favoriteButton(page).click();
  const error = toast(page).filter({ hasText: "Failed to add to favorites" });
  await expect(error).toBeVisible();
  await expect(error).toContainText("Recipe already in favorites");
  // After the rollback the page follows the server: it is a favourite.
  await expect(favoriteButton(page)).toHaveText("Remove from Favorites");
});

test("favourite errors of section 8, with the optimistic change rolled back", async ({ page, request, cook }) => {
  await resetFavorites(cook);
  const recipe = (await listRecipes(request, "page=5")).recipes[0]!;
  await signInAs(page, cook);
  await page.goto(`/recipe/${recipe.id}`);
  await expect(favoriteButton(page)).toHaveText("Add to Favorites");

  // 'User not authenticated' (the session ended in another tab).
  await page.route("**/api/favorites", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 401, json: { message: "User not authenticated" } }) : route.continue(),
  );
  await favoriteButton(page).click();
  let error = toast(page).filter({ hasText: "Failed to add to favorites" }).filter({ hasText: "User not authenticated" });
  await expect(error).toBeVisible();
  await expect(favoriteButton(page)).toHaveText("Add to Favorites");
  await page.unroute("**/api/favorites");

  // Anything else: 'Error adding to favorites: {message}'. The button shows the change at once.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/favorites", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await gate;
    await route.fulfill({ status: 500, json: { message: "Database is on fire" } });
  });
  await favoriteButton(page).click();
  await expect(favoriteButton(page)).toHaveText("Remove from Favorites");
  release();
  error = toast(page).filter({ hasText: "Error adding to favorites: Database is on fire" });
  await expect(error).toBeVisible();
  await expect(favoriteButton(page)).toHaveText("Add to Favorites");
  await page.unroute("**/api/favorites");

  // 'Failed to remove from favorites', rolled back to the favourite it still is.
  await favoriteButton(page).click();
  await expect(toast(page).filter({ hasText: "Added to favorites" })).toBeVisible();
  await page.route(`**/api/favorites/${recipe.id}`, (route) => route.fulfill({ status: 500, json: { message: "Try later" } }));
  await favoriteButton(page).click();
  await expect(toast(page).filter({ hasText: "Failed to remove from favorites" })).toBeVisible();
  await expect(favoriteButton(page)).toHaveText("Remove from Favorites");
});

test("user B never sees user A's favourites", async ({ page, request, cook, owner }) => {
  await resetFavorites(cook);
  await resetFavorites(owner);
  const recipe = (await listRecipes(request, "page=6")).recipes[0]!;
  expect((await cook.api.post("/api/favorites", { data: { recipeId: recipe.id } })).status()).toBe(201);
  expect(((await (await owner.api.get("/api/favorites")).json()) as { recipeIds: string[] }).recipeIds).toEqual([]);
  await signInAs(page, owner);
  await page.goto("/recipes?favorites=true");
  await expect(page.getByText("You haven't favorited any recipes yet.")).toBeVisible();
  await page.goto(`/recipe/${recipe.id}`);
  await expect(favoriteButton(page)).toHaveText("Add to Favorites");
});
