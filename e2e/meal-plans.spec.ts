import type { Page } from "@playwright/test";
import { dashboardWeek, type IsoDate, type MealType, type RecipeDetail } from "@sierra/shared";
import { expect, signInAs, test } from "./support/fixtures";
import { pickRecipe, plusDays, recipesWithCalories, resetPlans, slot, userToday } from "./support/meal-plans";

/** Add A, replace it with B, remove it: through the slot's own buttons, or the month cell's Change dialog. */
async function addReplaceRemove(page: Page, date: IsoDate, mealType: MealType, [a, b]: RecipeDetail[], compact: boolean) {
  const cell = slot(page, date, mealType);
  await expect(cell).toHaveAttribute("data-state", "open");
  await cell.getByRole("button", { name: /^Add / }).click();
  await expect(page.getByRole("dialog")).toContainText(/^Add /);
  await pickRecipe(page, a!.title);
  await expect(page.getByText("Meal Added", { exact: true })).toBeVisible();
  await expect(cell).toHaveAttribute("data-state", "planned");
  await expect(cell).toContainText(a!.title);
  await expect(cell.getByRole("link", { name: `View ${a!.title}` })).toHaveAttribute("href", `/recipe/${a!.id}`);

  await cell.getByRole("button", { name: compact ? /^Change / : /^Replace / }).click();
  await pickRecipe(page, b!.title);
  await expect(cell).toContainText(b!.title);
  await expect(cell).not.toContainText(a!.title);

  if (compact) {
    await cell.getByRole("button", { name: /^Change / }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove from plan" }).click();
  } else {
    await cell.getByRole("button", { name: /^Remove / }).click();
  }
  await expect(cell).toHaveAttribute("data-state", "open");
  await expect(cell).not.toContainText(b!.title);
}

test("an all-day user adds, replaces and removes a meal in each view, and the dashboard follows", async ({ page, owner }) => {
  test.setTimeout(120_000);
  const [a, b] = await recipesWithCalories(2);
  const user = await signInAs(page, owner);
  await resetPlans(user);
  const today = await userToday(user);

  await page.goto("/dashboard");
  const statValue = (label: string) => page.getByTestId("stat-card").filter({ hasText: label }).getByTestId("stat-value");
  await expect(statValue("Meal Plans Created")).toHaveText("0");
  await expect(statValue("Calories Planned")).toHaveText("0");
  await expect(page.getByTestId("activity-empty")).toBeVisible();

  const daily = plusDays(today, 1);
  const weekly = plusDays(today, 2);
  const monthly = plusDays(today, 3);

  await page.goto(`/meal-plans?view=daily&date=${daily}`);
  await expect(page.getByRole("heading", { level: 1, name: "Meal Plans" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Daily" })).toHaveAttribute("aria-checked", "true");
  await expect(slot(page, daily, "snack")).toBeVisible(); // all_day includes snack
  await addReplaceRemove(page, daily, "breakfast", [a!, b!], false);

  // The toggle keeps the date: weekly shows the week (Monday first) around it.
  await page.getByRole("radio", { name: "Weekly" }).click();
  await expect(page).toHaveURL(/view=weekly/);
  await page.goto(`/meal-plans?view=weekly&date=${weekly}`);
  await expect(page.getByRole("table").locator("thead th").first()).toHaveText("Day");
  await expect(page.getByTestId("plan-day")).toHaveCount(7);
  await addReplaceRemove(page, weekly, "lunch", [a!, b!], false);

  await page.getByRole("radio", { name: "Monthly" }).click();
  await expect(page).toHaveURL(/view=monthly/);
  await page.goto(`/meal-plans?view=monthly&date=${monthly}`);
  await expect(page.getByRole("table").locator("thead th").first()).toHaveText("Mon");
  await addReplaceRemove(page, monthly, "dinner", [a!, b!], true);

  // Keep three meals (a snack today, which never closes, so this week always has one) and check the dashboard's numbers.
  const kept: [IsoDate, MealType, RecipeDetail][] = [
    [today, "snack", b!],
    [daily, "dinner", a!],
    [weekly, "lunch", b!],
  ];
  for (const [date, mealType, recipe] of kept) {
    await page.goto(`/meal-plans?view=monthly&date=${date}`);
    await slot(page, date, mealType).getByRole("button", { name: /^Add / }).click();
    await pickRecipe(page, recipe.title);
    await expect(slot(page, date, mealType)).toContainText(recipe.title);
  }

  const week = dashboardWeek(today);
  const inWeek = kept.filter(([date]) => date >= week.start && date <= week.end);
  const calories = inWeek.reduce((sum, [, , r]) => sum + Math.round(r.nutrition!.calories), 0);
  // A month's plan counts while it holds a meal: the monthly view's meal was removed, so its month
  // counts only if a kept meal is in it (near a month's end it is the next month).
  const months = new Set(kept.map(([date]) => date.slice(0, 7)));
  await page.goto("/dashboard");
  await expect(statValue("Meal Plans Created")).toHaveText(String(months.size));
  await expect(statValue("Calories Planned")).toHaveText(calories.toLocaleString("en-US"));
  const table = page.getByTestId("calories-table");
  const perDay = new Map<IsoDate, number>();
  for (const [date, , recipe] of inWeek) perDay.set(date, (perDay.get(date) ?? 0) + Math.round(recipe.nutrition!.calories));
  for (const [date, dayCalories] of perDay) {
    const label = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
    await expect(table.getByRole("row", { name: label })).toContainText(dayCalories.toLocaleString("en-US"));
  }
  // One bar per day with calories, drawn against the goal line.
  await expect(page.getByTestId("calories-chart").getByTestId("calorie-bar")).toHaveCount(perDay.size);
  await expect(page.getByTestId("calories-chart").getByTestId("goal-line")).toHaveCount(1);
  await expect(page.getByTestId("activity-list")).toContainText(b!.title);
});

test("a trial user sees the upgrade prompt for breakfast and can plan dinner", async ({ page, newUser }) => {
  const user = await signInAs(page, await newUser({ name: "Terry Trial", plan: "trial" }));
  const tomorrow = plusDays(await userToday(user), 1);
  await page.goto(`/meal-plans?view=daily&date=${tomorrow}`);
  const breakfast = slot(page, tomorrow, "breakfast");
  await expect(breakfast).toHaveAttribute("data-state", "upgrade");
  await expect(breakfast.getByRole("link", { name: "Upgrade to plan breakfast" })).toHaveAttribute("href", "/subscription");
  const notice = page.getByTestId("upgrade-notice");
  await expect(notice).toContainText("Your 14-day trial includes dinner recipes only. Upgrade to All-Day plan for breakfast recipes.");
  await expect(notice).toContainText("Your 14-day trial includes dinner recipes only. Upgrade to All-Day plan for lunch recipes.");
  await expect(slot(page, tomorrow, "lunch")).toHaveAttribute("data-state", "upgrade");
  await expect(slot(page, tomorrow, "snack")).toHaveCount(0);
  await expect(slot(page, tomorrow, "dinner").getByRole("button", { name: /^Add Dinner/ })).toBeEnabled();
  // A week says it once per meal type, not once per slot; every locked slot keeps its lock.
  await page.goto(`/meal-plans?view=weekly&date=${tomorrow}`);
  await expect(page.getByRole("link", { name: "Upgrade to plan breakfast" })).toHaveCount(7);
  await expect(page.getByText("Upgrade to All-Day plan for breakfast recipes.")).toHaveCount(1);
});

test("a visitor sees sign-in prompts in the page, the date selector and the calendar", async ({ page }) => {
  await page.goto("/meal-plans");
  await expect(page.getByRole("heading", { level: 1, name: "Meal Plans" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in to plan your meals" })).toBeVisible();
  const dateCard = page.getByRole("region", { name: "Select a date" });
  await expect(dateCard).toContainText("Sign in to choose dates");
  await expect(dateCard.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/auth/login");
  const calendar = page.getByRole("region", { name: "Your calendar" });
  await expect(calendar).toContainText("Sign in to see your meal plan calendar");
  await calendar.getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("past days, cut-offs and the month ahead follow the slot rules", async ({ page, owner }) => {
  const user = await signInAs(page, owner);
  const today = await userToday(user);
  await page.goto(`/meal-plans?view=weekly&date=${plusDays(today, -7)}`);
  await expect(slot(page, plusDays(today, -7), "dinner")).toContainText("No meal planned");
  // The date selector offers 6 months back to 1 month ahead only.
  const picker = page.getByRole("region", { name: "Select a date" });
  await expect(picker.getByRole("grid")).toBeVisible();
  // A date past the selectable month in the URL is brought back to the last selectable day.
  await page.goto(`/meal-plans?view=daily&date=${plusDays(today, 120)}`);
  await expect(page.getByRole("heading", { level: 2, name: /\d{4}$/ }).first()).toBeVisible();
  const shownDate = await page.getByTestId("meal-slot").first().getAttribute("data-date");
  expect(shownDate! <= plusDays(today, 31)).toBe(true);
  await expect(page.getByRole("button", { name: "Next day" })).toBeDisabled();
  // Days more than 30 days ahead are dimmed in every view, also where a day is one line.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/meal-plans?view=monthly&date=${plusDays(today, 31)}`);
    const farAhead = page.getByTestId("day-collapsed").filter({ hasText: "Plan closer to date" });
    await expect(farAhead.first()).toBeVisible();
    for (const line of await farAhead.all()) await expect(line).toHaveAttribute("data-dimmed", "true");
  }
});

test("a failed add shows the toast with the server's reason and the pane's Retry; a failed load offers Retry", async ({ page, owner }) => {
  const [a] = await recipesWithCalories(1);
  const user = await signInAs(page, owner);
  await resetPlans(user);
  const tomorrow = plusDays(await userToday(user), 1);
  await page.goto(`/meal-plans?view=daily&date=${tomorrow}`);

  await page.route("**/api/meal-plans/slots/**", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 422, json: { code: "NOT_AVAILABLE", message: "Not available at this time" } })
      : route.continue(),
  );
  await slot(page, tomorrow, "lunch").getByRole("button", { name: /^Add / }).click();
  await pickRecipe(page, a!.title);
  await expect(page.getByText("Failed to add meal", { exact: true })).toBeVisible();
  await expect(page.getByText("Not available at this time").first()).toBeVisible();
  const pane = page.getByTestId("pane-error");
  await expect(pane).toContainText("Failed to add meal to your plan");
  await page.unroute("**/api/meal-plans/slots/**");
  await page.waitForTimeout(1_200); // the failed change's own refresh has run

  const requests: number[] = [];
  page.on("request", (req) => {
    if (req.method() === "GET" && new URL(req.url()).pathname === "/api/meal-plans") requests.push(Date.now());
  });
  const put = page.waitForResponse((res) => res.request().method() === "PUT" && res.status() === 200);
  await pane.getByRole("button", { name: "Retry" }).click();
  await put;
  const putDone = Date.now();
  await expect(page.getByText("Meal Added", { exact: true })).toBeVisible();
  await expect(slot(page, tomorrow, "lunch")).toContainText(a!.title);
  await expect(pane).toBeHidden();
  // The refresh after a change waits for the debounce (1 s), it does not follow at once.
  await expect.poll(() => requests.length, { timeout: 5_000 }).toBeGreaterThan(0);
  expect(requests[0]! - putDone).toBeGreaterThanOrEqual(800);

  // A load that fails in the app (the first load of a page arrives rendered by the server, decision 042).
  await page.route("**/api/meal-plans?**", (route) => route.fulfill({ status: 500, json: { message: "Failed to load meal plan. Please try again." } }));
  await page.getByRole("radio", { name: "Weekly" }).click();
  await expect(page).toHaveURL(new RegExp(`view=weekly&date=${tomorrow}`));
  await expect(page.getByText("Failed to fetch meal plan", { exact: true })).toBeVisible();
  await expect(page.getByText("There was a problem loading your meal plan")).toBeVisible();
  await expect(page.getByTestId("pane-error")).toContainText("Failed to load meal plan. Please try again.");
  await page.unroute("**/api/meal-plans?**");
  await page.getByTestId("pane-error").getByRole("button", { name: "Retry" }).click();
  await expect(slot(page, tomorrow, "lunch")).toContainText(a!.title);
});

test("the picker lists the slot's meal type first, with pictures, and can show every recipe", async ({ page, owner }) => {
  const user = await signInAs(page, owner);
  await resetPlans(user);
  const date = plusDays(await userToday(user), 3);
  await page.goto(`/meal-plans?view=daily&date=${date}`);
  await slot(page, date, "dinner").getByRole("button", { name: /^Add / }).click();
  const dialog = page.getByRole("dialog", { name: "Add dinner" });
  const results = dialog.locator("#recipe-picker-results li");
  await expect(results).toHaveCount(10);
  await expect(dialog.getByRole("checkbox", { name: "Only dinner recipes" })).toBeChecked();
  // Every listed recipe is a dinner (its categories come from the API the list is built from).
  const listed = await page.request.get("/api/recipes?mealType=Dinner");
  const dinners = ((await listed.json()) as { recipes: { title: string }[] }).recipes.map((r) => r.title);
  await expect(results.first()).toContainText(dinners[0]!);
  await expect(results.locator("img")).toHaveCount(10);
  const all = ((await (await page.request.get("/api/recipes")).json()) as { recipes: { title: string }[] }).recipes.map((r) => r.title);
  expect(all, "the catalogue's newest recipes are not all dinners").not.toEqual(dinners);
  await dialog.getByRole("checkbox", { name: "Only dinner recipes" }).uncheck();
  await expect(results.first()).toContainText(all[0]!);
  await page.keyboard.press("Escape");

  // With allergies in the preferences, recipes with them are left out, and the picker says so.
  const preferences = (await (await page.request.get("/api/profile/preferences")).json()) as Record<string, unknown>;
  const fields = [
    "cuisines",
    "allergies",
    "dislikes",
    "favorite_chefs",
    "favorite_magazines",
    "zipcode",
    "prioritize_seasonal",
    "use_openai_variety",
    "shopping_radius_miles",
    "household_size",
    "variety_preference",
    "user_timezone",
  ];
  const editable = { ...Object.fromEntries(fields.map((field) => [field, preferences[field]])), zipcode: preferences.zipcode ?? "" };
  const saved = await page.request.put("/api/profile/preferences", { data: { ...editable, allergies: ["dairy", "sesame", "nickel"] } });
  expect(saved.status()).toBe(200);
  try {
    await page.reload();
    await slot(page, date, "dinner").getByRole("button", { name: /^Add / }).click();
    await expect(dialog.getByTestId("allergen-note")).toHaveText(
      "Leaving out recipes that break: dairy, sesame, nickel. Matched by name only, so check labels: nickel.",
    );
    const safe = ((await (await page.request.get("/api/recipes?mealType=Dinner&avoidAllergens=true")).json()) as { recipes: { title: string }[] }).recipes;
    await expect(results.first()).toContainText(safe[0]!.title);
    await dialog.getByRole("checkbox", { name: "Keep to my allergies and diets" }).uncheck();
    await expect(dialog.getByTestId("allergen-note")).toHaveCount(0);
  } finally {
    await page.request.put("/api/profile/preferences", { data: editable });
  }
});

test("deleting the day on screen removes its meals", async ({ page, owner }) => {
  const [a] = await recipesWithCalories(1);
  const user = await signInAs(page, owner);
  await resetPlans(user);
  const tomorrow = plusDays(await userToday(user), 1);
  await page.goto(`/meal-plans?view=daily&date=${tomorrow}`);
  await slot(page, tomorrow, "dinner").getByRole("button", { name: /^Add / }).click();
  await pickRecipe(page, a!.title);
  await expect(slot(page, tomorrow, "dinner")).toHaveAttribute("data-state", "planned");
  await page.getByRole("button", { name: "Delete plan" }).click();
  await expect(page.getByRole("dialog")).toContainText("Delete this day's meals?");
  await page.getByRole("dialog").getByRole("button", { name: "Delete this day" }).click();
  await expect(page.getByText("Meal plan deleted", { exact: true })).toBeVisible();
  await expect(page.getByText("Your meal plan has been deleted")).toBeVisible();
  await expect(slot(page, tomorrow, "dinner")).toHaveAttribute("data-state", "open");
});

test("on a 375 px screen the week and month are day lists, and a meal can be added by keyboard", async ({ page, owner }) => {
  const [a] = await recipesWithCalories(1);
  const user = await signInAs(page, owner);
  await resetPlans(user);
  const date = plusDays(await userToday(user), 2);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/meal-plans?view=monthly&date=${date}`);
  await expect(page.getByRole("list", { name: "Days" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noOverflow).toBe(true);

  // The view toggle by keyboard: arrows move, Space picks.
  await page.getByRole("radio", { name: "Monthly" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "Weekly" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/view=weekly/);
  await expect(page.getByRole("list", { name: "Days" })).toBeVisible();
  await slot(page, date, "breakfast").getByRole("button", { name: /^Add / }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("searchbox")).toBeFocused();
  // Past the slot's own meal type: Tab to the switch, Space, and back to the search.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: "Only breakfast recipes" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "Only breakfast recipes" })).not.toBeChecked();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.type(a!.title);
  await expect(page.locator("#recipe-picker-results button").first()).toContainText(a!.title); // the search has answered
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Meal Added", { exact: true })).toBeVisible();
  await expect(slot(page, date, "breakfast")).toHaveAttribute("data-state", "planned");
  // Focus comes back to the slot, whose Add button is gone; Tab reaches its View link.
  await expect(slot(page, date, "breakfast")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(slot(page, date, "breakfast").getByRole("link", { name: `View ${a!.title}` })).toBeFocused();
});
