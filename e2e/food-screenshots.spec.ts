import { addDays, type RecipeDetail } from "@sierra/shared";
import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { slot, userToday } from "./support/meal-plans";
import { openProfile, openTab } from "./support/profile";

/** For people to look at, not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/food-screenshots`. */
test.skip(!process.env.SCREENSHOTS, "screenshots only with SCREENSHOTS=1");

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`food safety screenshots ${theme} ${width}`, async ({ page, newUser }) => {
      const cook = await newUser({ plan: "all_day" });
      test.setTimeout(180_000);
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      const shot = async (name: string) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `screenshots/food-${name}-${theme}-${width}.png`, fullPage: true });
      };
      const created = await cook.api.post("/api/recipes", {
        data: {
          title: "Miso Salmon Traybake",
          ingredients: ["2 salmon fillets", "2 tbsp white miso", "1 tbsp tamari", "1 tsp sesame oil", "200 g green beans", "1 tbsp zlorp glaze"],
          steps: ["Roast everything for 15 minutes."],
          categories: ["Dinner"],
          serving_size: 2,
        },
      });
      const recipe = (await created.json()) as RecipeDetail;
      const prefs = (await (await cook.api.get("/api/profile/preferences")).json()) as Record<string, unknown>;
      const { id: _id, updated_at: _u, allergy_checks: _c, zipcode, user_timezone, ...lists } = prefs;
      const editable = { ...lists, zipcode: zipcode ?? "", user_timezone: user_timezone ?? "America/New_York" };
      await signInAs(page, cook);
      // A meal planned before the allergy was added carries the warning on the calendar.
      const tomorrow = addDays(await userToday(cook), 1);
      await cook.api.put(`/api/meal-plans/slots/${tomorrow}/dinner`, { data: { recipeId: recipe.id } });
      await cook.api.put("/api/profile/preferences", { data: { ...editable, allergies: ["soy", "nickel"], diets: ["pescatarian"] } });
      try {
        await page.goto(`/recipe/${recipe.id}`);
        await expect(page.getByTestId("household-warning")).toBeVisible();
        await page.waitForLoadState("networkidle");
        await shot("recipe-warning");
        await expectNoSeriousA11yViolations(page);

        await page.goto("/recipes?q=miso salmon");
        await expect(page.getByTestId("recipe-card-warning").first()).toBeVisible();
        await shot("cards-warning");
        await expectNoSeriousA11yViolations(page);

        await page.goto(`/meal-plans?view=daily&date=${tomorrow}`);
        await expect(slot(page, tomorrow, "dinner").getByTestId("meal-warning")).toBeVisible();
        await shot("plan-warning");
        await expectNoSeriousA11yViolations(page);

        await openProfile(page);
        await openTab(page, "Preferences");
        await expect(page.getByTestId("allergy-by-name")).toBeVisible();
        await shot("preferences-diets");
        await expectNoSeriousA11yViolations(page);
        await page.getByRole("tab", { name: "Diet & Nutrition" }).click();
        const add = page.getByRole("button", { name: "Add member" });
        if (await add.isVisible()) {
          await add.click();
          await expect(page.getByRole("dialog")).toBeVisible();
          await page.screenshot({ path: `screenshots/food-member-dialog-${theme}-${width}.png` });
          await expectNoSeriousA11yViolations(page);
        }
      } finally {
        await cook.api.put("/api/profile/preferences", { data: editable });
      }
    });
  }
}
