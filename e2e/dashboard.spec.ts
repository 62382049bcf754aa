import { weekday } from "@sierra/shared";
import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { pickRecipe, plusDays, recipesWithCalories, resetPlans, slot, userToday } from "./support/meal-plans";

test("the dashboard greets by first name, shows four stats, quick actions and an honest empty activity", async ({ page, owner }) => {
  await resetPlans(await signInAs(page, owner));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Robin!" })).toBeVisible();
  for (const label of ["Meal Plans Created", "Recipes Generated", "Favorites Saved", "Calories Planned"]) {
    await expect(page.getByTestId("stat-card").filter({ hasText: label }).getByTestId("stat-value")).toHaveText("0");
  }
  await expect(page.getByTestId("calories-summary")).toHaveText("No meals planned this week yet. Your daily goal is 2,000 calories.");
  await expect(page.getByTestId("activity-empty")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create New Meal Plan" })).toHaveAttribute("href", "/meal-plans");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId("calories-table")).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling at 375 px").toBeLessThanOrEqual(375);
  await page.getByRole("link", { name: "Browse Recipes" }).click();
  await expect(page).toHaveURL(/\/recipes$/);
});

test("the greeting never shows a name other than the first name, however late the profile arrives", async ({ page, owner }) => {
  const user = await signInAs(page, owner);
  const emailName = user.email.split("@")[0]!;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/me", async (route) => {
    await gate;
    await route.continue();
  });
  // Records every greeting the page ever drew, from its first paint.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    new MutationObserver(() => {
      const heading = document.querySelector("h1")?.textContent;
      if (heading?.startsWith("Welcome back")) seen.add(heading);
      document.documentElement.dataset.greetings = [...seen].join("|");
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // Arriving from another page of the app: a first load of /dashboard comes rendered by the server
  // with the profile in it (docs/decisions/042).
  await page.goto("/profile");
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.locator("main[aria-busy='true'], main [aria-busy='true']").first()).toBeAttached();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Robin!" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.greetings)).toBe("Welcome back, Robin!");
  expect(emailName).not.toBe("Robin");
});

test("'Failed to load dashboard statistics' with a Retry when the stats fail", async ({ page, owner }) => {
  await signInAs(page, owner);
  await page.route("**/api/dashboard/stats", (route) => route.fulfill({ status: 500, json: { message: "Failed to load dashboard statistics" } }));
  // From another page of the app: the server's first render of /dashboard has its own stats.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  const alert = page.getByRole("alert").filter({ hasText: "Failed to load dashboard statistics" });
  await expect(alert).toBeVisible();
  await page.unroute("**/api/dashboard/stats");
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("stat-card")).toHaveCount(4);
});

for (const theme of ["light", "dark"] as const) {
  test(`dashboard axe with data, ${theme} theme`, async ({ page, owner }) => {
    const [a] = await recipesWithCalories(1);
    const user = await signInAs(page, owner);
    await resetPlans(user);
    const today = await userToday(user);
    // The chart shows this week, Sunday to Saturday: on a Saturday tomorrow is next week's, so
    // tonight's dinner (open until 21:00) is planned instead.
    const [day, meal] = weekday(plusDays(today, 1)) === 0 ? ([today, "dinner"] as const) : ([plusDays(today, 1), "lunch"] as const);
    await setTheme(page, theme);
    await page.goto(`/meal-plans?view=daily&date=${day}`);
    await slot(page, day, meal).getByRole("button", { name: /^Add / }).click();
    await pickRecipe(page, a!.title);
    await expect(slot(page, day, meal)).toHaveAttribute("data-state", "planned");
    await page.goto("/dashboard");
    await expect(page.getByTestId("activity-list")).toContainText(a!.title);
    await expect(page.getByTestId("calories-chart").getByTestId("calorie-bar").first()).toBeVisible();
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `screenshots/${theme}-dashboard-with-a-meal.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}
