import type { Page } from "@playwright/test";
import { addDays, type MealPlanResponse } from "@sierra/shared";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, signInAs, test, type NewUserOptions } from "./support/fixtures";
import { ownRecipe, planDinner, threeDinners } from "./support/kitchen";
import { slot, userToday } from "./support/meal-plans";

/** The pantry and shopping lists must start empty, so each test signs in a new member: a trial unless it asks for all-day. */
const TRIAL: NewUserOptions = { name: "Terry Trial", plan: "trial" };
const ALL_DAY: NewUserOptions = { name: "Robin Baker", plan: "all_day" };

/** Axe measures the page once a toast has come and gone (one sliding in or out is translucent for a moment). */
async function settled(page: Page, toast: string | RegExp) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: toast })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}

test("plan three dinners, shop the list on a phone, and the pantry and the recipe follow", async ({ page, newUser }) => {
  test.setTimeout(120_000);
  const cook = await signInAs(page, await newUser(TRIAL));
  const today = await userToday(cook);
  const { stew } = await threeDinners(cook, today, addDays);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/shopping-lists");
  await expect(page.getByRole("heading", { name: "Shopping Lists", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Make a list from my plan" }).click();
  await expect(page.getByTestId("list-item").first()).toBeVisible();

  // One line per food, merged across the recipes, by aisle in store order.
  const items = page.getByTestId("list-item");
  await expect(items.filter({ hasText: /garlic/ })).toHaveCount(1);
  await expect(items.filter({ hasText: "3 cloves garlic" })).toHaveCount(1); // 1 + 1.5, rounded up
  await expect(items.filter({ hasText: "2 cans black beans" })).toHaveText(/For Kitchen Bean Stew, Kitchen Lime Bean Tacos/);
  const aisles = await page.locator("section[aria-labelledby^='aisle-'] h3").allTextContents();
  expect(aisles).toEqual(["Produce", "Dairy & eggs", "Bakery", "Pantry staples", "Spices"]);
  await settled(page, "Shopping list ready");
  await expectNoSeriousA11yViolations(page);

  // Check items off one-handed: the whole row is the target, at least 44 px tall.
  for (const text of ["black beans", "onion", "garlic", "cumin", "lime"]) {
    const row = items.filter({ hasText: new RegExp(`\\b${text}$|\\b${text}For`) }).first();
    const box = (await row.locator("label").boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await row.locator("label").click({ position: { x: box.width - 20, y: box.height / 2 } });
    await expect(row).toHaveAttribute("data-checked", "true");
  }
  // The list's own count (the list switcher repeats it once a second list exists).
  await expect(page.locator("p[aria-live]").filter({ hasText: "5 of 10 checked" })).toBeVisible();
  await page.getByRole("button", { name: "Done shopping" }).click();
  await expect(page.getByText("5 items moved to your pantry.")).toBeVisible();
  await expect(items).toHaveCount(5);

  await settled(page, "Done shopping");
  await page.goto("/pantry");
  const pantry = page.getByTestId("pantry-item");
  await expect(pantry).toHaveCount(5);
  for (const name of ["black beans", "onion", "garlic", "cumin", "lime"]) await expect(pantry.filter({ hasText: name }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/recipe/${stew.id}`);
  await expect(page.getByTestId("ingredients-at-home")).toHaveText("5 of 7 ingredients at home");
});

test("the leftover remix suggests a recipe and plans it into a free slot", async ({ page, newUser }) => {
  test.setTimeout(90_000);
  const cook = await signInAs(page, await newUser(TRIAL));
  const bowl = await ownRecipe(cook, "Dragon Fruit Breakfast Bowl", ["1 dragon fruit", "1 banana", "1 cup plain yogurt"], 2);

  await page.goto("/pantry");
  await page.getByLabel("What do you have?").fill("2 bananas");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("pantry-item").filter({ hasText: "bananas" })).toBeVisible();
  await settled(page, "Added to your pantry");

  await page.getByLabel("What is left over?").fill("half a dragon fruit");
  await page.getByRole("button", { name: "Find recipes" }).click();
  const suggestion = page.getByTestId("remix-suggestion").filter({ hasText: bowl.title });
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toContainText("Uses dragon fruit");
  await expect(suggestion).toContainText("Also needs plain yogurt");
  await expectNoSeriousA11yViolations(page);

  await suggestion.getByRole("button", { name: `Plan ${bowl.title}` }).click();
  await expect(page.getByText(/Dragon Fruit Breakfast Bowl is planned for dinner on/)).toBeVisible();
  const month = (await (await cook.api.get(`/api/meal-plans?view=monthly&date=${new Date().toISOString().slice(0, 10)}`)).json()) as MealPlanResponse;
  const next = (await (await cook.api.get(`/api/meal-plans?view=monthly&date=${addDays(month.range.end, 1)}`)).json()) as MealPlanResponse;
  const planned = [month, next].flatMap((m) => Object.values(m.slots).flatMap((day) => Object.values(day)));
  expect(planned.map((m) => m?.recipe_id)).toContain(bowl.id);
});

test("Cooked takes a planned meal's ingredients out of the pantry, and Undo puts them back", async ({ page, newUser }) => {
  test.setTimeout(90_000);
  const cook = await signInAs(page, await newUser(ALL_DAY));
  const today = await userToday(cook);
  const plate = await ownRecipe(cook, "Kitchen Hummus Plate", ["2 cans chickpeas", "1 lemon"], 2);
  await planDinner(cook, today, plate.id, "snack"); // a snack never closes, so today always works
  await cook.api.post("/api/pantry/items", { data: { name: "chickpeas", quantity: 3, unit: "can" } });
  const household = (await (await cook.api.get("/api/profile")).json()) as { preferences?: { household_size?: number } };
  const used = 2 * ((household.preferences?.household_size ?? 2) / 2);

  await page.goto(`/meal-plans?view=daily&date=${today}`);
  const snack = slot(page, today, "snack");
  await snack.getByRole("button", { name: /^Mark .* cooked$/ }).click();
  await expect(page.getByText("Marked as cooked")).toBeVisible();
  await expect(snack.getByRole("button", { name: /^Undo cooked / })).toBeVisible();
  const after = async () => ((await (await cook.api.get("/api/pantry")).json()) as { items: { quantity: number }[] }).items.map((i) => i.quantity);
  await expect.poll(after).toEqual(3 - used > 0 ? [3 - used] : []);

  await snack.getByRole("button", { name: /^Undo cooked / }).click();
  await expect(page.getByText("Cooked undone")).toBeVisible();
  await expect(snack.getByRole("button", { name: /^Mark .* cooked$/ })).toBeVisible();
  await expect.poll(after).toEqual([3]);
});
