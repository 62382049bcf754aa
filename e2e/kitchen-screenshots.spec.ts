import { addDays } from "@sierra/shared";
import { setTheme } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { ownRecipe, planDinner, threeDinners } from "./support/kitchen";
import { userToday } from "./support/meal-plans";

/** For people to look at, not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/kitchen-screenshots`. */
test.skip(!process.env.SCREENSHOTS, "screenshots only with SCREENSHOTS=1");

test("pantry, shopping list, recipe coverage and cooked slot screenshots", async ({ browser, newUser }) => {
  test.setTimeout(300_000);
  const cook = await newUser({ name: "Robin Baker", plan: "all_day" });
  const today = await userToday(cook);
  const { stew } = await threeDinners(cook, today, addDays);
  // A snack today (snacks never close), so the slot offers Cooked.
  await planDinner(cook, today, (await ownRecipe(cook, "Kitchen Hummus Plate", ["1 can chickpeas", "2 tbsp tahini", "1 lemon"], 2)).id, "snack");
  const list = (await (await cook.api.post("/api/shopping-lists", { data: {} })).json()) as { id: string; items: { id: string }[] };
  for (const item of list.items.slice(0, 3)) await cook.api.patch(`/api/shopping-lists/${list.id}/items/${item.id}`, { data: { checked: true } });
  for (const [name, quantity, unit, location, bestBefore] of [
    ["black beans", 2, "can", "cupboard", null],
    ["spinach", 200, "g", "fridge", addDays(today, 1)],
    ["milk", 1, "l", "fridge", addDays(today, -1)],
    ["frozen peas", 500, "g", "freezer", null],
    ["salt", null, null, "cupboard", null],
    ["onions", 3, null, "cupboard", null],
    ["garlic", 6, "cloves", "cupboard", null],
    ["cumin", 1, "jar", "cupboard", null],
    ["limes", 2, null, "fridge", addDays(today, 3)],
  ] as const) {
    await cook.api.post("/api/pantry/items", { data: { name, quantity, unit, location, bestBefore } });
  }

  for (const theme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies((await cook.api.storageState()).cookies);
      const page = await context.newPage();
      await setTheme(page, theme);
      const shot = (name: string) => page.screenshot({ path: `screenshots/${name}-${theme}-${width}.png`, fullPage: true });

      await page.goto(`/shopping-lists?list=${list.id}`);
      await expect(page.getByTestId("list-item").first()).toBeVisible();
      await shot("kitchen-shopping-list");
      await page.getByRole("button", { name: "New list" }).click();
      await shot("kitchen-shopping-new-list");
      await page.emulateMedia({ media: "print" });
      await shot("kitchen-shopping-print");
      await page.emulateMedia({ media: "screen" });

      await page.goto("/pantry");
      await expect(page.getByTestId("pantry-item").first()).toBeVisible();
      await page.getByLabel("What is left over?").fill("spinach, black beans");
      await page.getByRole("button", { name: "Find recipes" }).click();
      await expect(page.getByTestId("remix-suggestion").first()).toBeVisible();
      await shot("kitchen-pantry");

      await page.goto(`/recipe/${stew.id}`);
      await expect(page.getByTestId("ingredients-at-home")).toBeVisible();
      await shot("kitchen-recipe");

      await page.goto("/recipes?atHome=true");
      await expect(page.getByTestId("recipe-card").first()).toBeVisible();
      await shot("kitchen-cookable");

      await page.goto(`/meal-plans?view=daily&date=${today}`);
      await expect(page.getByRole("button", { name: /^Mark .* cooked$/ })).toBeVisible();
      await shot("kitchen-meal-plans");
      await context.close();
    }
  }
});
