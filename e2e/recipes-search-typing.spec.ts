import { expect, test } from "./support/fixtures";

/**
 * The search box keeps every key whatever the typing speed: at 320 ms a key the 300 ms debounce
 * commits between keys, and the URL catching up with an older commit must not put the box back.
 */
for (const delay of [50, 320, 600]) {
  test(`typing one key every ${delay} ms keeps every letter`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/recipes");
    const box = page.getByRole("searchbox", { name: "Search recipes" });
    await box.pressSequentially("chicken soup", { delay });
    await expect(box).toHaveValue("chicken soup");
    await expect(page).toHaveURL(/\?q=chicken\+soup$/);
    // Still whole once the last commit has reached the URL and the list.
    await expect(box).toHaveValue("chicken soup");
  });
}
