import sharp from "sharp";
import type { RecipeDetail } from "@sierra/shared";
import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";

/** For people to look at, not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/community-screenshots`. */
test.skip(!process.env.SCREENSHOTS, "screenshots only with SCREENSHOTS=1");

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`community screenshots ${theme} ${width}`, async ({ page, newUser }) => {
      test.setTimeout(180_000);
      const author = await newUser({ name: "Ana Author" });
      const reader = await newUser({ name: "Ben Reader" });
      const created = await author.api.post("/api/recipes", {
        data: {
          title: `Saffron Chickpea Stew ${theme} ${width}`,
          ingredients: ["1 can chickpeas", "1 pinch saffron", "1 onion, diced", "2 cups vegetable stock"],
          steps: ["Soften the onion.", "Add the rest and simmer for 20 minutes."],
          categories: ["Dinner"],
        },
      });
      const recipe = (await created.json()) as RecipeDetail;
      expect(
        (
          await author.api.put(`/api/community/recipes/${recipe.id}`, { data: { displayName: "Kitchen Ana", notes: "<b>Not bold</b>: shown as text." } })
        ).status(),
      ).toBe(200);
      // A warm gradient stands in for a member's photo of the dish.
      const photo = await sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="#f2b134"/><stop offset="1" stop-color="#c8553d"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#g)"/><circle cx="800" cy="600" r="380" fill="#fbe3b0"/></svg>`,
        ),
      )
        .jpeg()
        .toBuffer();
      const uploaded = await author.api.put(`/api/recipes/${recipe.id}/photo`, {
        multipart: { photo: { name: "stew.jpg", mimeType: "image/jpeg", buffer: photo } },
      });
      expect(uploaded.status()).toBe(200);
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      const shot = async (name: string) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `screenshots/community-${name}-${theme}-${width}.png`, fullPage: true });
      };
      // The author's own page: the photo and its control.
      await signInAs(page, author);
      await page.goto(`/recipe/${recipe.id}`);
      await expect(page.getByTestId("photo-control").getByRole("button", { name: "Replace photo" })).toBeVisible();
      await shot("photo-control");
      await expectNoSeriousA11yViolations(page);

      await signInAs(page, reader);
      await page.goto("/recipes/community?q=saffron");
      await expect(page.getByTestId("community-card").first()).toBeVisible();
      await shot("tab");
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("link", { name: `Saffron Chickpea Stew ${theme} ${width}` }).click();
      await expect(page.getByTestId("shared-recipe-panel")).toContainText("<b>Not bold</b>: shown as text.");
      await shot("recipe");
      await expectNoSeriousA11yViolations(page);

      await page.getByTestId("shared-recipe-panel").getByRole("link", { name: "Kitchen Ana" }).click();
      await expect(page.getByRole("heading", { name: "Kitchen Ana" })).toBeVisible();
      await shot("author");
      await expectNoSeriousA11yViolations(page);
    });
  }
}
