import type { Page } from "@playwright/test";
import { addDays, assistantMessages, weekday, type IsoDate, type RecipeDetail } from "@sierra/shared";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { slot, userToday } from "./support/meal-plans";

const sierraButton = (page: Page) => page.getByRole("button", { name: "Chat with Sierra" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Sierra" });
const input = (page: Page) => panel(page).getByRole("textbox", { name: "Message Sierra" });
const nextMonday = (today: IsoDate) => addDays(today, 7 - ((weekday(today) + 6) % 7));

/** Opens the panel in the signed-in layout (the visitor's header may paint first while the session is checked). */
async function openSierra(page: Page) {
  await expect(page.getByRole("button", { name: /^Account menu/ })).toBeVisible();
  await sierraButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText(assistantMessages.contextAware)).toBeVisible();
}

async function ask(page: Page, message: string) {
  await input(page).fill(message);
  await input(page).press("Enter");
  await expect(panel(page).getByTestId("sierra-message").filter({ hasText: message })).toBeVisible();
}

test.describe("Sierra for visitors", () => {
  test("the prerendered landing page and the app's pages ask a visitor to sign in", async ({ page }) => {
    await page.goto("/");
    await expect(sierraButton(page)).toHaveAttribute("aria-expanded", "false");
    await sierraButton(page).click();
    await expect(panel(page)).toContainText(assistantMessages.signedOut);
    await expect(sierraButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(sierraButton(page)).toBeFocused();

    await page.goto("/pricing");
    await sierraButton(page).click();
    await expect(panel(page)).toContainText(assistantMessages.signedOut);
    await expect(panel(page)).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await panel(page).getByRole("button", { name: "Close Sierra" }).click();
    await expect(panel(page)).toBeHidden();
    await expect(sierraButton(page)).toBeFocused();
  });
});

test.describe("Sierra for a signed-in user on the prerendered landing page", () => {
  test("a browser without the signed-in hint starts the app there with the chat open", async ({ page, owner }) => {
    await signInAs(page, owner);
    await page.goto("/");
    // The visitor's page (this browser has no hint), until the button finds the session.
    await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
    await sierraButton(page).click();
    await expect(panel(page).getByText(assistantMessages.contextAware)).toBeVisible();
    await expect(panel(page)).not.toContainText(assistantMessages.signedOut);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: /^Account menu/ })).toBeVisible();
  });
});

test.describe("Sierra for a trial user", () => {
  test("plans next week's dinners into the calendar, generates a recipe, keeps history, resets", async ({ page, newUser }) => {
    test.setTimeout(180_000);
    // A trial user of its own: the plan, the generated recipe and the threads start from nothing.
    const user = await signInAs(page, await newUser({ name: "Terry Trial", plan: "trial" }));
    const today = await userToday(user);
    const monday = nextMonday(today);

    await page.goto(`/meal-plans?view=weekly&date=${today}`);
    await openSierra(page);
    await expect(page.getByText(assistantMessages.ready, { exact: true })).toBeVisible();
    // A new thread for a known starting point: the empty state with the calendar's date.
    await panel(page).getByRole("button", { name: "Start a new conversation" }).click();
    await expect(page.getByText(assistantMessages.cleared, { exact: true })).toBeVisible();
    await expect(panel(page).getByTestId("sierra-empty-state")).toBeVisible();
    await expect(panel(page).getByTestId("sierra-variety")).toContainText("/10");
    await expect(input(page)).toHaveAttribute("placeholder", /^Ask Sierra about meals for .+ or plan something new\.\.\.$/);
    await expectNoSeriousA11yViolations(page);

    // Shift+Enter is a new line, not a send.
    await input(page).fill("plan my dinners");
    await input(page).press("Shift+Enter");
    await expect(input(page)).toHaveValue("plan my dinners\n");
    await expect(panel(page).getByTestId("sierra-message")).toHaveCount(0);

    await ask(page, "plan my dinners for next week");
    const plan = panel(page).getByTestId("sierra-plan-card");
    await expect(plan).toBeVisible({ timeout: 30_000 });
    const meals = plan.getByTestId("sierra-card-meal");
    await expect(meals).toHaveCount(7);
    const dates = await meals.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-date")));
    expect(dates).toEqual(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
    await expect(meals.filter({ hasText: "Dinner" })).toHaveCount(7);
    await expect(panel(page).getByTestId("sierra-message").last().locator("time")).toHaveText(/^\d\d:\d\d$/);
    await expectNoSeriousA11yViolations(page);

    await plan.getByRole("button", { name: "Add to calendar" }).click();
    await expect(plan.getByText("Added to your calendar")).toBeVisible();
    await plan.getByRole("link", { name: "Open calendar" }).click();
    await expect(page).toHaveURL(new RegExp(`/meal-plans\\?view=weekly&date=${monday}`));
    for (let i = 0; i < 7; i += 1) await expect(slot(page, addDays(monday, i), "dinner")).toHaveAttribute("data-state", "planned");

    // History survives a reload: the same thread, its messages and the applied card.
    await page.reload();
    await openSierra(page);
    await expect(panel(page).getByTestId("sierra-message").filter({ hasText: "plan my dinners for next week" })).toBeVisible();
    await expect(panel(page).getByTestId("sierra-plan-card").getByText("Added to your calendar")).toBeVisible();

    await ask(page, "make me a recipe for a spicy lentil soup for 6");
    const generation = panel(page).getByTestId("sierra-generation-card");
    await expect(generation).toBeVisible({ timeout: 30_000 });
    const recipeLink = generation.getByRole("link", { name: "View recipe" });
    await expect(recipeLink).toBeVisible({ timeout: 120_000 });
    const href = await recipeLink.getAttribute("href");
    expect(href).toMatch(/^\/recipe\/[0-9a-f-]{36}$/);
    await recipeLink.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/lentil/i);

    // On a wide screen the panel stays open beside the page a card's link opened.
    await expect(panel(page)).toBeVisible();

    // Reset: a new, empty thread; the earlier one is a past conversation that can be reopened.
    await panel(page).getByRole("button", { name: "Start a new conversation" }).click();
    await expect(panel(page).getByTestId("sierra-empty-state")).toBeVisible();
    await page.reload();
    await openSierra(page);
    await expect(panel(page).getByTestId("sierra-empty-state")).toBeVisible();
    await panel(page).getByRole("button", { name: "Past conversations" }).click();
    // Newest first, named by their first message (an unused thread is not listed).
    const past = panel(page).getByRole("listitem").first().getByRole("button");
    await expect(past).toContainText("plan my dinners for next week");
    await expect(past).not.toHaveAttribute("aria-current");
    await past.click();
    await expect(panel(page).getByTestId("sierra-message").filter({ hasText: "make me a recipe for a spicy lentil soup for 6" })).toBeVisible();
  });
});

test.describe("Sierra in a three-turn conversation", () => {
  test("plan, refine (weeknights only, vegetarian), confirm in words: the refined plan is on the calendar", async ({ page, newUser }) => {
    test.setTimeout(180_000);
    const user = await signInAs(page, await newUser({ name: "Rita Refine", plan: "trial" }));
    const monday = nextMonday(await userToday(user));
    const friday = addDays(monday, 4);

    await page.goto(`/meal-plans?view=weekly&date=${monday}`);
    await openSierra(page);
    await panel(page).getByRole("button", { name: "Start a new conversation" }).click();
    await expect(panel(page).getByTestId("sierra-empty-state")).toBeVisible();

    await ask(page, "plan my dinners for next week");
    const cards = panel(page).getByTestId("sierra-plan-card");
    await expect(cards).toHaveCount(1, { timeout: 30_000 });
    await expect(cards.first().getByTestId("sierra-card-meal")).toHaveCount(7);

    // The follow-up narrows the days of the proposal shown (next week's, not this week's) and adds a diet.
    await ask(page, "just the weeknights, and make them vegetarian");
    await expect(cards).toHaveCount(2, { timeout: 30_000 });
    await expect(cards.first()).toContainText("Not added");
    const refined = cards.last();
    const meals = refined.getByTestId("sierra-card-meal");
    await expect(meals).toHaveCount(5);
    const dates = await meals.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-date")));
    expect(dates).toEqual(Array.from({ length: 5 }, (_, i) => addDays(monday, i)));
    const titles = (await meals.getByRole("link").allTextContents()).map((t) => t.trim());
    const reply = panel(page).getByTestId("sierra-message").last();
    for (const title of titles) await expect(reply).toContainText(title);
    await expect(reply).toContainText("vegetarian");

    // Confirmed in words, not with the card's button: the card and the calendar behind the panel follow.
    await ask(page, "yes add them please");
    await expect(refined.getByText("Added to your calendar")).toBeVisible({ timeout: 30_000 });
    for (let i = 0; i < 5; i += 1) {
      const cell = slot(page, addDays(monday, i), "dinner");
      await expect(cell).toHaveAttribute("data-state", "planned");
      await expect(cell).toContainText(titles[i]!);
    }
    for (const weekend of [addDays(friday, 1), addDays(friday, 2)]) await expect(slot(page, weekend, "dinner")).not.toHaveAttribute("data-state", "planned");

    // Each recipe put on the calendar is vegetarian, as asked.
    const hrefs = await meals.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const href of hrefs) {
      const recipe = (await (await user.api.get(`/api${href.replace("/recipe/", "/recipes/")}`)).json()) as RecipeDetail;
      expect(recipe.dietary_tags).toContain("vegetarian");
    }
  });
});

test.describe("Sierra on a phone", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("a full-height sheet that keeps the focus, with the input above the keyboard", async ({ page, owner }) => {
    await signInAs(page, owner);
    await page.goto("/recipes");
    await openSierra(page);
    await expect(panel(page)).toHaveAttribute("aria-modal", "true");
    expect(await panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 700 });
    await expect(panel(page)).toBeFocused();
    // Tab runs round the sheet's own controls, never to the page behind it.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#sierra-panel")))).toBe(true);
    }
    // Less height, as an on-screen keyboard leaves (headless Chromium has none, so the window shrinks
    // instead): the sheet follows the visible height and the input stays in view.
    await page.setViewportSize({ width: 375, height: 380 });
    await expect.poll(async () => (await panel(page).boundingBox())?.height).toBe(380);
    await expect(input(page)).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(sierraButton(page)).toBeFocused();
  });
});
