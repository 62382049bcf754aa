import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { apiPut, openProfile, openTab } from "./support/profile";

// The test saves preferences: a member of its own keeps them away from other specs.
test.beforeEach(async ({ page, newUser }) => {
  await signInAs(page, await newUser({ name: "Alex Axe" }));
});

for (const theme of ["light", "dark"] as const) {
  test(`axe on all three tabs, the member dialog and the markets card, ${theme} theme`, async ({ page }) => {
    await setTheme(page, theme);
    await apiPut(page, "/api/profile/preferences", {
      cuisines: ["Thai"],
      allergies: ["Peanuts"],
      dislikes: [],
      favorite_chefs: [],
      favorite_magazines: [],
      zipcode: "85004",
      prioritize_seasonal: true,
      use_openai_variety: false,
      shopping_radius_miles: 10,
      household_size: 3,
      variety_preference: 7,
      user_timezone: "America/Denver",
    });
    await openProfile(page);
    await expectNoSeriousA11yViolations(page);
    await openTab(page, "Diet & Nutrition");
    await expect(page.getByRole("heading", { name: "Household" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Add member" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await openTab(page, "Preferences");
    await expect(page.getByText("Farm stands, CSAs and pick-your-own farms")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
