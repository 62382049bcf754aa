import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./support/fixtures";
import { apiPut, openProfile } from "./support/profile";

// Each test signs in a member of its own and saves the preferences it starts from.
test.beforeEach(async ({ page, newUser }) => {
  await signInAs(page, await newUser({ name: "Mia Market" }));
});

const card = (page: Page) => page.locator('[data-slot="card"]').filter({ has: page.getByRole("heading", { name: "Suggested Local Markets" }) });
const preferences = (changes: Record<string, unknown>) => ({
  cuisines: [],
  allergies: [],
  dislikes: [],
  favorite_chefs: [],
  favorite_magazines: [],
  zipcode: "14850",
  prioritize_seasonal: false,
  use_openai_variety: false,
  shopping_radius_miles: 10,
  household_size: 2,
  variety_preference: 5,
  user_timezone: "America/New_York",
  ...changes,
});

test("without seasonal priority it asks for it, and still shows what is in season", async ({ page }) => {
  await apiPut(page, "/api/profile/preferences", preferences({}));
  const requests: string[] = [];
  page.on("request", (r) => r.url().includes("/api/seasonal-info") && requests.push(r.url()));
  await openProfile(page, "/preferences");
  await expect(card(page).getByText("to see local markets near 14850")).toBeVisible();
  await expect(card(page).getByText(/In season in \w+ · Northeast/)).toBeVisible();
  expect(requests).toEqual([]);
});

test("offline, it names no market: two pieces of guidance for the user's area and the produce guide", async ({ page }) => {
  await apiPut(page, "/api/profile/preferences", preferences({}));
  await openProfile(page, "/preferences");
  await page.getByRole("switch", { name: "Prioritize seasonal produce" }).click();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(card(page).getByText("No market directory is connected, so Sierra names no markets.", { exact: false })).toBeVisible();
  await expect(card(page).getByText("Farmers markets within 10 miles of 14850")).toBeVisible();
  await expect(card(page).getByText("Farm stands, CSAs and pick-your-own farms")).toBeVisible();
  await expect(card(page).getByText(/In season in \w+ · Northeast/)).toBeVisible();
});

test("a directory with no market nearby says so, then shows the fallback entries", async ({ page }) => {
  await apiPut(page, "/api/profile/preferences", preferences({ prioritize_seasonal: true }));
  await page.route("**/api/seasonal-info", (route) => route.fulfill({ json: { markets: [], source: "directory", produce: null } }));
  await openProfile(page, "/preferences", { inTheApp: true });
  await expect(card(page).getByText("No local markets found for your area.")).toBeVisible();
  await expect(card(page).getByText("Farmers markets within 10 miles of 14850")).toBeVisible();
});

test("lists the directory's markets", async ({ page }) => {
  await apiPut(page, "/api/profile/preferences", preferences({ prioritize_seasonal: true }));
  await page.route("**/api/seasonal-info", (route) =>
    route.fulfill({ json: { markets: [{ name: "Ithaca Farmers Market", location: "545 3rd St, Ithaca, NY" }], source: "directory", produce: null } }),
  );
  await openProfile(page, "/preferences", { inTheApp: true });
  await expect(card(page).getByText("Ithaca Farmers Market")).toBeVisible();
  await expect(card(page).getByText("545 3rd St, Ithaca, NY")).toBeVisible();
});

test("market and preference failures use the spec's messages", async ({ page }) => {
  await apiPut(page, "/api/profile/preferences", preferences({ prioritize_seasonal: true }));
  await page.route("**/api/seasonal-info", (route) => route.fulfill({ status: 502, json: { message: "Failed to load seasonal market information." } }));
  await openProfile(page, "/preferences", { inTheApp: true });
  await expect(card(page).getByText("Unable to load market information. Please try again later.")).toBeVisible();
  await expect(page.getByText("Failed to load seasonal market information.")).toBeVisible();

  await page.route("**/api/profile/preferences", (route) => route.fulfill({ status: 500, json: { message: "x" } }));
  await openProfile(page, "/preferences", { inTheApp: true });
  await expect(page.getByText("Failed to load preferences. Please try again.")).toBeVisible({ timeout: 15_000 });
  await expect(card(page).getByText("Unable to load market information. Please try again later.")).toBeVisible();
});
