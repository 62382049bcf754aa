import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, signInAs, test } from "./support/fixtures";
import { ownRecipe } from "./support/kitchen";
import { pickRecipe, plusDays, slot, userToday } from "./support/meal-plans";

/** Axe measures the page once a toast has come and gone (one sliding in or out is translucent for a moment). */
async function settled(page: Page, toast: string | RegExp) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: toast })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}

/** A camera's photo, with where it was taken in its EXIF (the server drops it, decision 052). */
const cameraPhoto = async () => ({
  name: "soup.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: "#d98c3f" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2400/100" } })
    .toBuffer(),
});

/** The picture shown has loaded: our photo, not the drawn fallback. */
async function expectPhoto(page: Page, scope: ReturnType<Page["getByTestId"]>) {
  const image = scope.getByTestId("recipe-image").first();
  await expect(image).toHaveAttribute("src", /\/image\?v=\d+$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
}

test("a recipe goes from one kitchen to another's calendar and shopping list, and comes down after a report", async ({ page, newUser, admin }) => {
  test.setTimeout(180_000);
  const title = `Community Lentil Soup ${Date.now()}`;
  const ana = await newUser({ name: "Ana Author" });
  const ben = await newUser({ name: "Ben Reader", plan: "trial" });
  const recipe = await ownRecipe(ana, title, ["1 cup red lentils", "1 onion", "2 carrots", "4 cups vegetable stock"]);

  // Member A shares it under a name of her choosing, never her e-mail.
  await signInAs(page, ana);
  await page.goto(`/recipe/${recipe.id}`);
  const publish = page.getByTestId("publish-form");
  await expect(publish).toContainText("This recipe is private.");
  await publish.getByLabel("Display name").fill("ana@example.com");
  await publish.getByRole("button", { name: "Share recipe" }).click();
  await expect(publish.getByRole("alert")).toBeVisible();
  await publish.getByLabel("Display name").fill("Kitchen Ana");
  await publish.getByRole("button", { name: "Share recipe" }).click();
  await expect(publish.getByRole("heading", { name: "Shared with the community" })).toBeVisible();
  await settled(page, "Recipe shared with the community");
  await expectNoSeriousA11yViolations(page);

  // She adds a photo: a GIF is refused with the reason, her camera's JPEG is kept, without its location.
  const photo = page.getByTestId("photo-control");
  await photo.getByTestId("photo-input").setInputFiles({ name: "soup.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(photo.getByRole("alert")).toHaveText("The photo must be a JPEG, PNG or WebP image");
  await photo.getByTestId("photo-input").setInputFiles(await cameraPhoto());
  await expect(photo.getByRole("button", { name: "Replace photo" })).toBeVisible();
  await expect(photo.getByRole("alert")).toHaveCount(0);
  await expectPhoto(page, page.getByTestId("recipe-detail"));
  await settled(page, "Photo saved");
  await expectNoSeriousA11yViolations(page);

  // Member B finds it in the Community tab by a word of its title, with a typo too.
  await signInAs(page, ben);
  await page.goto("/recipes");
  await page.getByRole("navigation", { name: "Recipe collections" }).getByRole("link", { name: "Community" }).click();
  await expect(page).toHaveURL(/\/recipes\/community/);
  await page.getByRole("searchbox", { name: "Search recipes" }).fill("lentl soup");
  const card = page.getByTestId("community-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Shared by Kitchen Ana");
  await expect(card).toContainText("0 of 3 ratings needed");
  await expectPhoto(page, card);
  await page.getByLabel("Sort").selectOption("most_cooked");
  await expect(page).toHaveURL(/sort=most_cooked/);
  await page.getByRole("switch", { name: "Keep to my allergies and diets" }).click();
  await expect(page).toHaveURL(/avoidAllergens=true/);
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // B rates it and says they cooked it; one rating shows no average yet.
  await card.getByRole("link", { name: title }).click();
  const panel = page.getByTestId("shared-recipe-panel");
  await expect(panel).toContainText("Shared by Kitchen Ana");
  await expect(page.getByTestId("publish-form")).toHaveCount(0);
  await expect(page.getByTestId("photo-control")).toHaveCount(0);
  await expectPhoto(page, page.getByTestId("recipe-detail"));
  const served = await page.request.get((await page.getByTestId("recipe-detail").getByTestId("recipe-image").getAttribute("src"))!);
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
  await panel.getByRole("button", { name: "Rate 4 of 5" }).click();
  await expect(panel.getByTestId("shared-rating")).toContainText("Rated by 1 member; an average shows from 3 ratings.");
  await expect(panel.getByRole("button", { name: "Rate 4 of 5" })).toHaveAttribute("aria-pressed", "true");
  await panel.getByRole("button", { name: "I cooked this" }).click();
  await expect(panel.getByRole("button", { name: "You cooked this" })).toBeDisabled();
  // The latest toast: on a slow machine the rating's may already have gone.
  await settled(page, "Marked as cooked");
  await expectNoSeriousA11yViolations(page);

  // The author's page lists what she shares and nothing else of hers.
  await panel.getByRole("link", { name: "Kitchen Ana" }).click();
  await expect(page.getByRole("heading", { name: "Kitchen Ana", level: 1 })).toBeVisible();
  await expect(page.getByTestId("community-card").filter({ hasText: title })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(ana.email);
  await expectNoSeriousA11yViolations(page);

  // B plans it for tomorrow's dinner from its page, and for the day after from the calendar's picker; then shops for it.
  const tomorrow = plusDays(await userToday(ben), 1);
  await page.goto(`/recipe/${recipe.id}`);
  const planForm = panel.getByTestId("plan-recipe-form");
  await planForm.getByLabel("Day").fill(tomorrow);
  await planForm.getByLabel("Meal").selectOption("dinner");
  await planForm.getByRole("button", { name: "Add to my plan" }).click();
  await settled(page, "Meal Added");
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/meal-plans?view=daily&date=${tomorrow}`);
  await expect(slot(page, tomorrow, "dinner")).toContainText(title);
  const dayAfter = plusDays(tomorrow, 1);
  await page.goto(`/meal-plans?view=daily&date=${dayAfter}`);
  await slot(page, dayAfter, "dinner").getByRole("button", { name: /^Add / }).click();
  await page.getByRole("dialog").getByRole("checkbox", { name: "Shared by other members" }).check();
  await pickRecipe(page, title);
  await expect(slot(page, dayAfter, "dinner")).toContainText(title);
  await page.goto("/shopping-lists");
  await page.getByRole("button", { name: "Make a list from my plan" }).click();
  const items = page.getByTestId("list-item");
  await expect(items.filter({ hasText: "red lentils" })).toHaveCount(1);
  await expect(items.filter({ hasText: "red lentils" })).toContainText(`For ${title}`);

  // B reports it.
  await page.goto(`/recipe/${recipe.id}`);
  await panel.getByRole("button", { name: "Report" }).click();
  await panel.getByLabel("Reason").selectOption("unsafe");
  await panel.getByRole("button", { name: "Send report" }).click();
  await settled(page, "Thanks, a moderator will look at it");
  await expectNoSeriousA11yViolations(page);

  // An admin hides it from the review queue.
  await signInAs(page, admin);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Community Reports" }).click();
  const item = page.getByTestId("review-item").filter({ hasText: title });
  await expect(item).toContainText("Unsafe");
  await expect(item).not.toContainText(ben.email);
  await expectNoSeriousA11yViolations(page);
  await item.getByRole("button", { name: "Hide recipe" }).click();
  await settled(page, "Recipe hidden");
  await expect(item).toHaveCount(0);

  // It leaves the Community tab, but stays in B's plan, marked, and B can still open it.
  await signInAs(page, ben);
  await page.goto(`/recipes/community?q=${encodeURIComponent(title)}`);
  await expect(page.getByTestId("community-showing")).toContainText("Showing 0 of 0 recipes");
  await page.goto(`/meal-plans?view=daily&date=${tomorrow}`);
  const planned = slot(page, tomorrow, "dinner");
  await expect(planned).toContainText(title);
  await expect(planned.getByTestId("meal-hidden")).toHaveText("Hidden by a moderator");
  await expectNoSeriousA11yViolations(page);
  await planned.getByRole("link", { name: `View ${title}` }).click();
  await expect(page.getByTestId("shared-recipe-panel")).toContainText("A moderator has hidden this recipe.");
});

test("an admin suspends an author's publishing from the user list", async ({ page, newUser, admin }) => {
  // The admin page's axe sweep may take a busy machine's time.
  test.setTimeout(120_000);
  const ana = await newUser({ name: "Ana Author" });
  const recipe = await ownRecipe(ana, `Suspended Stew ${Date.now()}`, ["1 onion", "2 carrots"]);
  expect((await ana.api.put(`/api/community/recipes/${recipe.id}`, { data: { displayName: "Stew Maker" } })).status()).toBe(200);

  await signInAs(page, admin);
  await page.goto("/admin");
  await page.getByRole("searchbox").fill(ana.email);
  await page.getByRole("button", { name: `Suspend publishing for ${ana.email}` }).click();
  await expect(page.getByRole("button", { name: `Allow publishing for ${ana.email}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const again = await ana.api.put(`/api/community/recipes/${recipe.id}`, { data: { displayName: "Stew Maker" } });
  expect(again.status()).toBe(403);

  await page.getByRole("button", { name: `Allow publishing for ${ana.email}` }).click();
  await expect(page.getByRole("button", { name: `Suspend publishing for ${ana.email}` })).toBeVisible();
  expect((await ana.api.put(`/api/community/recipes/${recipe.id}`, { data: { displayName: "Stew Maker" } })).status()).toBe(200);
});
