import type { Page } from "@playwright/test";
import { addDays, assistantMessages, weekday, type IsoDate, type MealPlanResponse, type RecipeDetail } from "@sierra/shared";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { fillCard, TEST_CARDS } from "./support/billing";
import { expect, signInAs, test, type Member } from "./support/fixtures";
import { latestLinkFor } from "./support/mailbox";
import { userToday } from "./support/meal-plans";
import { register, say } from "./support/onboarding";
import { openProfile, openTab, editablePreferences } from "./support/profile";
import { signInThroughUi, uniqueEmail } from "./support/users";

/** The household rule seen by a person (docs/decisions/046). */
const panel = (page: Page) => page.getByRole("dialog", { name: "Sierra" });
const nextMonday = (today: IsoDate) => addDays(today, 7 - ((weekday(today) + 6) % 7));

test("“we're vegetarian” in onboarding becomes the account's diet, and Sierra's dinners are vegetarian", async ({ page, context, request }) => {
  const email = uniqueEmail("vegetarian");
  await page.goto("/onboarding");
  await register(page, { firstName: "Vera", lastName: "Green", email });
  await expect(await say(page, "We're vegetarian and allergic to nuts")).toContainText("eating vegetarian");
  await expect(page.getByText("Diet", { exact: true })).toBeVisible();
  await say(page, "We love Italian food and I'm a simple cook");
  await expect(await say(page, "We are 2 people and like familiar food")).toContainText("That's everything I need, Vera!");
  await page.getByRole("button", { name: "Continue to Meal Plans" }).click();
  const [checkout] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Continue to Checkout" }).click()]);
  await fillCard(checkout, TEST_CARDS.ok);
  await checkout.getByRole("button", { name: "Start trial" }).click();
  await checkout.waitForURL(/\/checkout\/success\?session_id=/);
  await checkout.close();

  await page.goto(await latestLinkFor(request, email, "/auth/callback?type=recovery"));
  await page.getByLabel("Password", { exact: true }).fill("vegetarian-pass-1");
  await page.getByLabel("Confirm password", { exact: true }).fill("vegetarian-pass-1");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInThroughUi(page, email, "vegetarian-pass-1");
  await expect(page).toHaveURL(/\/dashboard$/);

  // The diet is a diet, not a dislike.
  await openProfile(page);
  await openTab(page, "Preferences");
  await expect(page.getByRole("checkbox", { name: "Vegetarian" })).toBeChecked();
  await expect(page.getByRole("list", { name: "Dislikes list" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Sierra's dinners for next week keep to it.
  await page.getByRole("button", { name: "Chat with Sierra" }).click();
  await expect(panel(page).getByText(assistantMessages.contextAware)).toBeVisible();
  const message = panel(page).getByRole("textbox", { name: "Message Sierra" });
  await message.fill("plan my dinners for next week");
  await message.press("Enter");
  const plan = panel(page).getByTestId("sierra-plan-card");
  await expect(plan.getByTestId("sierra-card-meal")).toHaveCount(7);
  await plan.getByRole("button", { name: "Add to calendar" }).click();
  await expect(plan.getByText("Added to your calendar")).toBeVisible();

  const monday = nextMonday(await userToday({ api: page.request } as Member));
  const week = (await (await page.request.get(`/api/meal-plans?view=weekly&date=${monday}`)).json()) as MealPlanResponse;
  const ids = Object.values(week.slots)
    .map((day) => day.dinner?.recipe_id)
    .filter((id): id is string => Boolean(id));
  expect(ids).toHaveLength(7);
  for (const id of ids) {
    const recipe = (await (await page.request.get(`/api/recipes/${id}`)).json()) as RecipeDetail;
    expect(recipe.dietary_tags, recipe.title).toContain("vegetarian");
    expect(recipe.household_conflicts, recipe.title).toEqual([]);
  }

  // A planned recipe's page says what it contains.
  await page.goto(`/recipe/${ids[0]}`);
  await expect(page.getByTestId("recipe-allergens")).toBeVisible();
  await expect(page.getByTestId("recipe-allergens")).toContainText(/Contains:|None of the 15 major allergens/);
  await expect(page.getByTestId("household-warning")).toHaveCount(0);
});

test("a recipe page says what it contains and warns a household it does not suit", async ({ page, cook }) => {
  const created = await cook.api.post("/api/recipes", {
    data: {
      title: "Miso Salmon Traybake",
      ingredients: ["2 salmon fillets", "2 tbsp white miso", "1 tbsp tamari", "1 tsp sesame oil", "200 g green beans"],
      steps: ["Roast everything for 15 minutes."],
      categories: ["Dinner"],
      serving_size: 2,
    },
  });
  expect(created.status()).toBe(201);
  const recipe = (await created.json()) as RecipeDetail;
  const editable = await editablePreferences(cook.api);
  expect((await cook.api.put("/api/profile/preferences", { data: { ...editable, allergies: ["soy"] } })).status()).toBe(200);
  try {
    await signInAs(page, cook);
    await page.goto(`/recipe/${recipe.id}`);
    await expect(page.getByTestId("recipe-contains")).toHaveText("Contains: fish, soy, sesame");
    await expect(page.getByTestId("household-warning")).toContainText("Not suitable for your household");
    await expect(page.getByTestId("household-warning")).toContainText("tamari contains soy");
    await expectNoSeriousA11yViolations(page);
  } finally {
    await cook.api.put("/api/profile/preferences", { data: editable });
  }
});
