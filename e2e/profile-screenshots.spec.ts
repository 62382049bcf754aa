import { setTheme } from "./support/axe";
import { signInAs, test } from "./support/fixtures";
import { apiPut, openProfile, openTab } from "./support/profile";

/** Not part of `npm test`: `SCREENSHOTS=1 npx playwright test e2e/profile-screenshots` writes screenshots/profile-*.png. */
test.skip(!process.env.SCREENSHOTS, "screenshots are for people to look at");

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`profile screenshots ${theme} ${width}`, async ({ page, newUser }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, await newUser({ name: "Jordan Rivera" }));
      await apiPut(page, "/api/profile/preferences", {
        cuisines: ["Thai", "Mexican", "Italian"],
        allergies: ["Peanuts"],
        dislikes: ["Cilantro"],
        favorite_chefs: ["Julia Child"],
        favorite_magazines: [],
        zipcode: "85004",
        prioritize_seasonal: true,
        use_openai_variety: false,
        shopping_radius_miles: 15,
        household_size: 3,
        variety_preference: 7,
        user_timezone: "America/Denver",
      });
      await openProfile(page);
      for (const tab of ["Personal Info", "Diet & Nutrition", "Preferences"] as const) {
        await openTab(page, tab);
        await page.waitForLoadState("networkidle");
        const slug = tab.toLowerCase().replace(/[^a-z]+/g, "-");
        await page.screenshot({ path: `screenshots/profile-${theme}-${width}-${slug}.png`, fullPage: true });
      }
    });
  }
}
