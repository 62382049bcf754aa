import { expect, signInAs, test } from "./support/fixtures";
import { apiPut } from "./support/profile";
import { createRecipe } from "./support/recipes";
import { chooseRole, roleSelectOf } from "./support/admin";

const preferences = (householdSize: number) => ({
  cuisines: [],
  allergies: [],
  dislikes: [],
  favorite_chefs: [],
  favorite_magazines: [],
  zipcode: "",
  prioritize_seasonal: false,
  use_openai_variety: false,
  shopping_radius_miles: 10,
  household_size: householdSize,
  variety_preference: 5,
  user_timezone: "America/New_York",
});

test("a recipe opens at the household's size, counted things stay whole, and the member can change it", async ({ page, newUser }) => {
  const member = await newUser({ name: "Hal Household" });
  await signInAs(page, member);
  await apiPut(page, "/api/profile/preferences", preferences(7));
  const recipe = await createRecipe(member.api, {
    title: "Serrano Salsa for Six",
    serving_size: 6,
    ingredients: ["2 serrano peppers", "3 eggs", "600 g tomatoes", "2 cups water"],
  });
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByTestId("servings-value")).toHaveText("7");
  await expect(page.getByText("Quantities scaled from 6 to 7 servings.")).toBeVisible();
  await expect(page.getByTestId("ingredient-list").getByRole("listitem")).toHaveText(["2 serrano peppers", "4 eggs", "700 g tomatoes", /^2 1\/3 cups water$/]);
  await page.getByRole("button", { name: "Decrease servings" }).click();
  await expect(page.getByTestId("servings-value")).toHaveText("6");
  await expect(page.getByTestId("ingredient-list").getByRole("listitem").first()).toHaveText("2 serrano peppers");
});

test("a recipe over 1,500 mg of sodium a serving carries the badge with its source; a lighter one does not", async ({ page, cook }) => {
  await signInAs(page, cook);
  const salty = await createRecipe(cook.api, {
    title: "Very Salty Flatbread",
    serving_size: 1,
    ingredients: ["1 cup all-purpose flour", "1 tablespoon salt", "1/2 cup water"],
  });
  expect(salty.nutrition?.sodium ?? 0).toBeGreaterThan(1500);
  await page.goto(`/recipe/${salty.id}`);
  const badge = page.getByTestId("high-sodium");
  await expect(badge).toContainText("High sodium");
  await expect(badge).toContainText(`${Math.round(salty.nutrition!.sodium!).toLocaleString("en-US")} mg per serving, over 1,500 mg.`);
  await expect(badge.getByRole("link", { name: /American Heart Association: ideal limit of no more than 1,500 mg of sodium a day/ })).toHaveAttribute(
    "href",
    /heart\.org/,
  );

  const plain = await createRecipe(cook.api, { title: "Plain Flatbread" });
  expect(plain.nutrition?.sodium ?? 0).toBeLessThanOrEqual(1500);
  await page.goto(`/recipe/${plain.id}`);
  await expect(page.getByRole("heading", { name: "Nutrition Per Serving" })).toBeVisible();
  await expect(page.getByTestId("high-sodium")).toHaveCount(0);
});

test("changing a user's role asks first, and says what it did", async ({ page, admin, newUser }) => {
  const member = await newUser({ name: "Riley Role" });
  await signInAs(page, admin);
  const select = await roleSelectOf(page, member.email);

  await chooseRole(page, select, "Admin");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`${member.email} will change from User to Admin.`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(select).toHaveText("User");

  await chooseRole(page, select, "Admin");
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByText("Role updated", { exact: true })).toBeVisible();
  await expect(page.getByText(`${member.email} is now Admin.`)).toBeVisible();
  await expect(select).toHaveText("Admin");
});
