import type { Page } from "@playwright/test";
import { MEAL_TYPE_CATEGORIES, minutesLabel, timeLabel } from "@sierra/shared";
import { expect, signInAs, test } from "./support/fixtures";
import { listCategories, listRecipes, resetFavorites } from "./support/recipes";

const VISITOR_SUBTITLE = "Browse our collection of recipes, written for home cooks.";
const USER_SUBTITLE = "Browse the recipes Sierra has generated for you, together with our recipe collection.";
const FILTERS_HINT = "No recipes match your current filters. Try adjusting your search criteria or generate new recipes.";

const cards = (page: Page) => page.getByTestId("recipe-card");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 2 }).allInnerTexts();
const showing = (page: Page) => page.getByTestId("recipes-showing");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The list's address with exactly these parameters, as the app writes them. */
const listUrl = (params: Record<string, string>) => new RegExp(`/recipes\\?${escapeRegExp(new URLSearchParams(params).toString())}$`);

test.describe("recipes list, as a visitor", () => {
  test("title, subtitle, sign-in prompt, disabled favourites and the cards as the spec has them", async ({ page, request }) => {
    const api = await listRecipes(request);
    await page.goto("/recipes");
    await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
    await expect(page.getByText(VISITOR_SUBTITLE)).toBeVisible();
    await expect(page.getByText(USER_SUBTITLE)).toHaveCount(0);
    const prompt = page.getByRole("region", { name: "Sign in for personalized recipes" });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/auth/login");

    await expect(page.getByRole("button", { name: "Favorites" })).toBeDisabled();
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("checkbox", { name: "Favorites only" })).toBeDisabled();
    await page.keyboard.press("Escape");

    await expect(page.getByPlaceholder("Search recipes...")).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(showing(page)).toHaveText(`Showing 10 of ${api.total} recipes (Page 1 of ${api.totalPages})`);
    await expect.poll(() => cardTitles(page)).toEqual(api.recipes.map((r) => r.title));

    for (const [index, recipe] of api.recipes.slice(0, 4).entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByTestId("recipe-card-category")).toHaveText(recipe.categories[0]!);
      await expect(card.getByTestId("recipe-card-time")).toHaveText(timeLabel(recipe));
      await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(recipe.categories.slice(1));
      await expect(card.getByRole("img", { name: `Illustration of ${recipe.title}` })).toBeVisible();
      const attribution = recipe.attribution?.chefs.length ? `Inspired by` : (recipe.attribution?.inspiration ?? "");
      if (attribution) await expect(card.getByTestId("recipe-card-attribution")).toContainText(attribution);
      await expect(card.getByRole("link", { name: recipe.title })).toHaveAttribute("href", `/recipe/${recipe.id}`);
    }
    // Every catalogue card's time is its prep + cook time, never a label that contradicts it.
    for (const recipe of (await listRecipes(request, "page=2")).recipes.concat(api.recipes)) {
      expect(timeLabel(recipe), recipe.title).toBe(minutesLabel((recipe.prep_time ?? 0) + (recipe.cook_time ?? 0)));
    }
  });

  test("6 skeleton cards while the list loads in the app (a visitor's first visit arrives rendered)", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/recipes?*", async (route) => {
      await gate;
      await route.continue();
    });
    await page.route("**/api/recipes", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Recipe Database" }).click();
    await expect(page.getByTestId("recipe-card-skeleton")).toHaveCount(6);
    await expect(page.getByRole("status").getByText("Loading recipes...")).toBeAttached();
    release();
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByTestId("recipe-card-skeleton")).toHaveCount(0);
  });

  test("search waits 300 ms after typing, lives in the URL, survives reload and the back button", async ({ page, request }) => {
    const searched: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.pathname === "/api/recipes" && url.searchParams.has("q")) searched.push(url.searchParams.get("q")!);
    });
    const expected = await listRecipes(request, "q=curry");
    expect(expected.total).toBeGreaterThan(0);
    await page.goto("/recipes");
    await expect(cards(page)).toHaveCount(10);
    const box = page.getByRole("searchbox", { name: "Search recipes" });
    await box.pressSequentially("curry", { delay: 60 });
    await expect(page).toHaveURL(/\?q=curry$/);
    await expect(showing(page)).toContainText(`of ${expected.total} recipes`);
    await expect.poll(() => cardTitles(page)).toEqual(expected.recipes.map((r) => r.title));
    // Keys 60 ms apart never let the 300 ms debounce fire before the last one.
    expect(searched).toEqual(["curry"]);

    await page.reload();
    await expect(box).toHaveValue("curry");
    await expect(showing(page)).toContainText(`of ${expected.total} recipes`);

    await page.goBack();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(box).toHaveValue("");
    await expect(cards(page)).toHaveCount(10);
  });

  test("submit searches at once; no match shows the visitor hint", async ({ page }) => {
    await page.goto("/recipes");
    const box = page.getByRole("searchbox", { name: "Search recipes" });
    await box.fill("zzqxnomatchzz");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=zzqxnomatchzz/);
    await expect(page.getByRole("heading", { name: "No recipes found" })).toBeVisible();
    await expect(page.getByText("Please log in to see your personalized recipes.")).toBeVisible();
    await expect(showing(page)).toHaveText("Showing 0 of 0 recipes (Page 1 of 1)");
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    await page.getByRole("button", { name: "Show all recipes" }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(box).toHaveValue("");
    await expect(cards(page)).toHaveCount(10);
  });

  test("chips filter by meal type and category; All Recipes clears them", async ({ page, request }) => {
    await page.goto("/recipes");
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole("button", { name: "All Recipes" })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: /^Meal Types/ }).click();
    await page.getByRole("menuitemradio", { name: "Breakfast" }).click();
    await expect(page).toHaveURL(/\?mealType=Breakfast$/);
    const breakfast = await listRecipes(request, "mealType=Breakfast");
    await expect(showing(page)).toContainText(`of ${breakfast.total} recipes`);
    await expect.poll(() => cardTitles(page)).toEqual(breakfast.recipes.map((r) => r.title));
    await expect(page.getByRole("button", { name: /^Meal Types\s*· Breakfast/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "All Recipes" })).toHaveAttribute("aria-pressed", "false");

    await page.getByRole("button", { name: /^Categories/ }).click();
    await expect(page.getByRole("menuitemradio", { name: "Italian" })).toBeVisible();
    // Meal types are chosen under Meal Types, not repeated under Categories.
    await expect(page.getByRole("menuitemradio", { name: "Dinner" })).toHaveCount(0);
    await page.getByRole("menuitemradio", { name: "Indian" }).click();
    await expect(page).toHaveURL(/mealType=Breakfast&category=Indian/);
    const both = await listRecipes(request, "mealType=Breakfast&category=Indian");
    await expect(showing(page)).toContainText(`of ${both.total} recipes`);
    await expect.poll(() => cardTitles(page)).toEqual(both.recipes.map((r) => r.title));

    await page.getByRole("button", { name: "All Recipes" }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    const all = await listRecipes(request);
    await expect(showing(page)).toHaveText(`Showing 10 of ${all.total} recipes (Page 1 of ${all.totalPages})`);

    // Keyboard: the Categories chip opens with Enter and a choice is made with the arrows:
    // Any category, then the first and the second cuisine (group labels are not items).
    const [, secondCuisine] = (await listCategories(request)).filter((c) => c.kind === "cuisine");
    await page.getByRole("button", { name: /^Categories/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(listUrl({ category: secondCuisine!.name }));
    await expect(page.getByRole("button", { name: new RegExp(`^Categories\\s*· ${secondCuisine!.name}`) })).toBeFocused();
  });

  test("keys pressed faster than the page runs its timers still choose the item they reach", async ({ page, request }) => {
    // A busy page (a slow phone, the list re-rendering) handles queued key presses before its
    // timers, as Chromium favours input; CI once did. This presses them all in one task, so no
    // timer can run in between. Each key goes to whatever has focus, as a real key press does.
    const pressAtOnce = (keys: string[]) =>
      page.evaluate((keys) => {
        for (const key of keys) {
          const target = document.activeElement ?? document.body;
          target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
          target.dispatchEvent(new KeyboardEvent("keyup", { key, bubbles: true, cancelable: true }));
        }
      }, keys);
    const openWithEnter = async (chip: RegExp, firstItem: string) => {
      await page.getByRole("button", { name: chip }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menuitemradio", { name: firstItem })).toBeFocused();
    };
    // A chosen menu gives focus back to its chip once it has gone (Radix does it in a timer
    // of its own): the next menu is opened from there, as a keyboard user would.
    const chooseAtOnce = async (keys: string[], chip: RegExp) => {
      await pressAtOnce(keys);
      await expect(page.getByRole("button", { name: chip })).toBeFocused();
    };
    const [, secondCuisine, thirdCuisine] = (await listCategories(request)).filter((c) => c.kind === "cuisine");
    const secondMealType = MEAL_TYPE_CATEGORIES[1];
    await page.goto("/recipes");
    await expect(cards(page)).toHaveCount(10);

    await openWithEnter(/^Categories/, "Any category");
    await chooseAtOnce(["ArrowDown", "ArrowDown", "Enter"], /^Categories/);
    await expect(page).toHaveURL(listUrl({ category: secondCuisine!.name }));

    // Any meal type, Breakfast, Lunch...: End, Home and the way back up move at once too.
    await openWithEnter(/^Meal Types/, "Any meal type");
    await chooseAtOnce(["End", "Home", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowUp", "Enter"], /^Meal Types/);
    await expect(page).toHaveURL(listUrl({ mealType: secondMealType, category: secondCuisine!.name }));

    // So does typing a name.
    await openWithEnter(/^Categories/, "Any category");
    await chooseAtOnce([...thirdCuisine!.name.toLowerCase(), "Enter"], /^Categories/);
    await expect(page).toHaveURL(listUrl({ mealType: secondMealType, category: thirdCuisine!.name }));
  });

  test("pagination: previous, next and numbered pages, in the URL", async ({ page, request }) => {
    const first = await listRecipes(request);
    expect(first.totalPages).toBeGreaterThan(3);
    await page.goto("/recipes");
    const nav = page.getByRole("navigation", { name: "Pagination" });
    await expect(nav.getByRole("button", { name: "Go to previous page" })).toBeDisabled();
    await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: `Page ${first.totalPages}` })).toBeVisible();

    await nav.getByRole("link", { name: "Go to next page" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    const second = await listRecipes(request, "page=2");
    await expect(showing(page)).toHaveText(`Showing 10 of ${first.total} recipes (Page 2 of ${first.totalPages})`);
    await expect.poll(() => cardTitles(page)).toEqual(second.recipes.map((r) => r.title));

    await nav.getByRole("link", { name: "Page 3", exact: true }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(showing(page)).toContainText(`(Page 3 of ${first.totalPages})`);
    await page.reload();
    await expect(showing(page)).toContainText(`(Page 3 of ${first.totalPages})`);

    await nav.getByRole("link", { name: "Go to previous page" }).click();
    await expect(page).toHaveURL(/\?page=2$/);

    await nav.getByRole("link", { name: `Page ${first.totalPages}` }).click();
    await expect(nav.getByRole("button", { name: "Go to next page" })).toBeDisabled();
    const lastCount = first.total - (first.totalPages - 1) * 10;
    await expect(showing(page)).toHaveText(`Showing ${lastCount} of ${first.total} recipes (Page ${first.totalPages} of ${first.totalPages})`);

    // A shared link past the end lands on the last page.
    await page.goto("/recipes?page=9999");
    await expect(page).toHaveURL(new RegExp(`\\?page=${first.totalPages}$`));
  });

  test("a visitor's favourites link shows the public list, not an error", async ({ page }) => {
    const statuses: number[] = [];
    page.on("response", (res) => {
      if (new URL(res.url()).pathname === "/api/recipes") statuses.push(res.status());
    });
    await page.goto("/recipes?favorites=true");
    await expect(cards(page)).toHaveCount(10);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

test.describe("recipes list, signed in", () => {
  test("subtitle, favourites toggle and popover, the favourites and filter hints", async ({ page, cook }) => {
    await resetFavorites(cook);
    await signInAs(page, cook);
    await page.goto("/recipes");
    await expect(page.getByText(USER_SUBTITLE)).toBeVisible();
    await expect(page.getByRole("region", { name: "Sign in for personalized recipes" })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(10);

    const toggle = page.getByRole("button", { name: "Favorites" });
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(page).toHaveURL(/\?favorites=true$/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { name: "No recipes found" })).toBeVisible();
    await expect(page.getByText("You haven't favorited any recipes yet.")).toBeVisible();

    // With a search on as well, the hint is about the filters.
    await page.getByRole("searchbox", { name: "Search recipes" }).fill("soup");
    await page.keyboard.press("Enter");
    await expect(page.getByText(FILTERS_HINT)).toBeVisible();

    // The Filter popover's checkbox is the same filter.
    await page.goto("/recipes");
    await page.getByRole("button", { name: "Filter" }).click();
    const checkbox = page.getByRole("checkbox", { name: "Favorites only" });
    await expect(checkbox).not.toBeChecked();
    await checkbox.click();
    await expect(page).toHaveURL(/\?favorites=true$/);
    await expect(checkbox).toBeChecked();
    await page.keyboard.press("Escape");

    // After favouriting two recipes, favourites-only lists exactly those.
    const api = cook.api;
    const some = (await listRecipes(api, "page=2")).recipes.slice(0, 2);
    for (const r of some) expect((await api.post("/api/favorites", { data: { recipeId: r.id } })).status()).toBe(201);
    await page.reload();
    await expect(showing(page)).toHaveText("Showing 2 of 2 recipes (Page 1 of 1)");
    expect((await cardTitles(page)).sort()).toEqual(some.map((r) => r.title).sort());
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Search recipes" }).fill("zzqxnomatchzz");
    await page.keyboard.press("Enter");
    await expect(page.getByText(FILTERS_HINT)).toBeVisible();
  });

  test("the user's own private recipe is listed for them and not for visitors", async ({ page, request, cook }) => {
    const mine = await cook.api.post("/api/recipes", {
      data: { title: "Zanzibar Private Pilau", ingredients: ["1 cup rice"], steps: ["Cook it."], categories: ["Dinner"] },
    });
    expect(mine.status()).toBe(201);
    await signInAs(page, cook);
    await page.goto("/recipes?q=Zanzibar%20Private%20Pilau");
    await expect(cards(page).first()).toContainText("Zanzibar Private Pilau");
    expect((await listRecipes(request, "q=Zanzibar%20Private%20Pilau")).recipes.map((r) => r.title)).not.toContain("Zanzibar Private Pilau");
  });
});
