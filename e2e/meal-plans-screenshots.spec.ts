import { setTheme } from "./support/axe";
import { expect, signInAs, test, type Member } from "./support/fixtures";
import { plusDays, recipesWithCalories, resetPlans, slot, userToday } from "./support/meal-plans";

/** For people to look at, not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/meal-plans-screenshots`. */
test.skip(!process.env.SCREENSHOTS, "screenshots only with SCREENSHOTS=1");

/** A week of meals around today through the API (today's snack, then breakfast, lunch and dinner ahead). */
async function planSomeMeals(c: Member, today: string) {
  const recipes = await recipesWithCalories(4);
  await c.api.put(`/api/meal-plans/slots/${today}/snack`, { data: { recipeId: recipes[3]!.id } });
  for (let d = 1; d <= 6; d += 1) {
    for (const [i, mealType] of (["breakfast", "lunch", "dinner"] as const).entries()) {
      if ((d + i) % 4 === 0) continue;
      const res = await c.api.put(`/api/meal-plans/slots/${plusDays(today, d)}/${mealType}`, { data: { recipeId: recipes[(d + i) % 4]!.id } });
      expect(res.status()).toBe(200);
    }
  }
}

test("meal plans and dashboard screenshots", async ({ browser, owner, newUser }) => {
  test.setTimeout(240_000);
  await resetPlans(owner);
  const today = await userToday(owner);
  await planSomeMeals(owner, today);
  const trial = await newUser({ name: "Terry Trial", plan: "trial" });
  for (const theme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await setTheme(page, theme);
      const shot = (name: string) => page.screenshot({ path: `screenshots/${name}-${theme}-${width}.png`, fullPage: true });
      await page.goto("/meal-plans");
      await expect(page.getByRole("heading", { name: "Sign in to plan your meals" })).toBeVisible();
      await shot("mealplans-visitor");
      await signInAs(page, owner);
      for (const view of ["daily", "weekly", "monthly"]) {
        await page.goto(`/meal-plans?view=${view}&date=${plusDays(today, 1)}`);
        await expect(slot(page, plusDays(today, 1), "lunch")).toBeVisible();
        await page.waitForLoadState("networkidle");
        await shot(`mealplans-${view}`);
      }
      await slot(page, plusDays(today, 1), "breakfast")
        .getByRole("button", { name: /^(Add|Change|Replace) / })
        .first()
        .click();
      await expect(page.getByRole("dialog").locator("#recipe-picker-results button").first()).toBeVisible();
      await page.screenshot({ path: `screenshots/mealplans-picker-${theme}-${width}.png` });
      await page.keyboard.press("Escape");
      await signInAs(page, trial);
      await page.goto(`/meal-plans?view=daily&date=${plusDays(today, 1)}`);
      await expect(slot(page, plusDays(today, 1), "breakfast")).toHaveAttribute("data-state", "upgrade");
      await shot("mealplans-trial-daily");
      await signInAs(page, owner);
      await page.goto("/dashboard");
      await expect(page.getByTestId("stat-card")).toHaveCount(4);
      await page.waitForLoadState("networkidle");
      await shot("dashboard");
      await context.close();
    }
  }
});
