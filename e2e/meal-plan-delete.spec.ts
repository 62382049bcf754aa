import { viewRange, type IsoDate, type MealPlanResponse } from "@sierra/shared";
import { expect, signInAs, test, type Member } from "./support/fixtures";
import { plusDays, recipesWithCalories, resetPlans, slot, userToday } from "./support/meal-plans";

// "Delete plan" removes the period on screen, named in the dialog, and Undo puts it back (docs/decisions/047).

/** The dates holding a meal in the months of the given dates, read through the API. */
async function plannedDates(user: Member, ...months: IsoDate[]): Promise<IsoDate[]> {
  const dates = new Set<IsoDate>();
  for (const month of months) {
    const { slots } = (await (await user.api.get(`/api/meal-plans?view=monthly&date=${month}`)).json()) as MealPlanResponse;
    for (const [date, day] of Object.entries(slots)) if (Object.keys(day).length > 0) dates.add(date);
  }
  return [...dates].sort();
}

test("the weekly view deletes exactly that week, nothing in the weeks either side, and Undo restores it", async ({ page, owner }) => {
  const [recipe] = await recipesWithCalories(1);
  const user = await signInAs(page, owner);
  await resetPlans(user);
  const shown = plusDays(await userToday(user), 8);
  const week = viewRange("weekly", shown);
  // The Sunday before, the week's Monday and Sunday, the Monday after.
  const dates = [plusDays(week.start, -1), week.start, week.end, plusDays(week.end, 1)];
  for (const date of dates) expect((await user.api.put(`/api/meal-plans/slots/${date}/dinner`, { data: { recipeId: recipe!.id } })).status()).toBe(200);

  await page.goto(`/meal-plans?view=weekly&date=${shown}`);
  await expect(slot(page, week.start, "dinner")).toHaveAttribute("data-state", "planned");
  await page.getByRole("button", { name: "Delete plan" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading")).toHaveText("Delete this week's meals?");
  const caption = await page.locator("#plan-title").innerText();
  await expect(dialog).toContainText(`Every meal planned for ${caption} will be removed.`);
  await dialog.getByRole("button", { name: "Delete this week" }).click();

  await expect(page.getByText("Meal plan deleted", { exact: true })).toBeVisible();
  await expect(slot(page, week.start, "dinner")).toHaveAttribute("data-state", "open");
  await expect(slot(page, week.end, "dinner")).toHaveAttribute("data-state", "open");
  const months = [week.start, plusDays(week.end, 1), plusDays(week.start, -1)];
  expect(await plannedDates(user, ...months)).toEqual([dates[0], dates[3]]);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Meals restored", { exact: true })).toBeVisible();
  await expect(slot(page, week.start, "dinner")).toHaveAttribute("data-state", "planned");
  await expect(slot(page, week.end, "dinner")).toContainText(recipe!.title);
  expect(await plannedDates(user, ...months)).toEqual(dates);
});

test("the monthly view names the month in the dialog", async ({ page, owner }) => {
  const user = await signInAs(page, owner);
  const date = plusDays(await userToday(user), 3);
  await page.goto(`/meal-plans?view=monthly&date=${date}`);
  await page.getByRole("button", { name: "Delete plan" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading")).toHaveText("Delete this month's meals?");
  await expect(dialog).toContainText(`Every meal planned in ${await page.locator("#plan-title").innerText()} will be removed.`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
