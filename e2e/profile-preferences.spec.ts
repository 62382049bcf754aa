import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./support/fixtures";
import { openProfile } from "./support/profile";

// A browser in Paris: a new member's first visit saves Paris as the time zone (spec section 4).
test.use({ timezoneId: "Europe/Paris" });
test.beforeEach(async ({ page, newUser }) => {
  await signInAs(page, await newUser({ name: "Pat Prefs" }));
});

const zone = (page: Page) => page.getByRole("combobox", { name: "Time zone" });
const save = (page: Page) => page.getByRole("button", { name: "Save preferences" }).click();

test("a row without a time zone gets the browser's; the select offers exactly the 15 options", async ({ page }) => {
  await openProfile(page, "/preferences");
  await expect(zone(page)).toHaveText("Paris");
  await expect.poll(async () => (await (await page.request.get("/api/profile/preferences")).json()).user_timezone).toBe("Europe/Paris");
  await zone(page).click();
  await expect(page.getByRole("option")).toHaveText([
    "Eastern",
    "Central",
    "Mountain",
    "Pacific",
    "Alaska",
    "Hawaii",
    "London",
    "Paris",
    "Berlin",
    "Tokyo",
    "Shanghai",
    "India (Kolkata)",
    "Sydney",
    "Toronto",
    "Vancouver",
  ]);
  await page.keyboard.press("Escape");
});

test("lists: Enter adds trimmed items, ignores empty and repeated ones, removes one by one, and saves", async ({ page }) => {
  await openProfile(page, "/preferences");
  const cuisines = page.getByRole("textbox", { name: "Cuisines" });
  for (const text of ["  Thai  ", "Italian", "   ", "thai", "Greek"]) {
    await cuisines.fill(text);
    await cuisines.press("Enter");
  }
  const list = page.getByRole("list", { name: "Cuisines list" });
  await expect(list.getByRole("listitem")).toHaveText(["Thai", "Italian", "Greek"]);
  await page.getByRole("button", { name: "Remove Italian" }).click();
  await expect(list.getByRole("listitem")).toHaveText(["Thai", "Greek"]);
  await page.getByRole("textbox", { name: "Allergies" }).fill("Peanuts");
  await page.getByRole("button", { name: "Add to allergies" }).click();
  await save(page);
  await expect(page.getByText("Success", { exact: true })).toBeVisible();
  await expect(page.getByText("Your preferences have been saved successfully.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("list", { name: "Cuisines list" }).getByRole("listitem")).toHaveText(["Thai", "Greek"]);
  await expect(page.getByRole("list", { name: "Allergies list" }).getByRole("listitem")).toHaveText(["Peanuts"]);
});

test("checks the numbers and keeps the zipcode to 5 characters", async ({ page }) => {
  await openProfile(page, "/preferences");
  await expect(page.getByLabel("Shopping radius")).toHaveValue("10");
  await expect(page.getByLabel("Household size")).toHaveValue("2");
  await expect(page.getByText("5 of 10 · Balanced")).toBeVisible();
  await page.getByLabel("Zipcode").pressSequentially("1234567");
  await expect(page.getByLabel("Zipcode")).toHaveValue("12345");
  await page.getByLabel("Shopping radius").fill("51");
  await page.getByLabel("Household size").fill("0");
  await save(page);
  await expect(page.getByText("Shopping radius must be between 1 and 50 miles")).toBeVisible();
  await expect(page.getByText("Household size must be between 1 and 10")).toBeVisible();
});

test("says when saving preferences fails, with the server's message when there is one", async ({ page }) => {
  await openProfile(page, "/preferences");
  await page.route("**/api/profile/preferences", (route) =>
    route.request().method() === "PUT" ? route.fulfill({ status: 500, json: { message: "x" } }) : route.continue(),
  );
  await save(page);
  await expect(page.getByText("Failed to save preferences. Please try again.")).toBeVisible();
  await page.route("**/api/profile/preferences", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 409, json: { message: "Your household has 3 members. Remove members before lowering the household size below 3." } })
      : route.continue(),
  );
  await save(page);
  await expect(page.getByText("Your household has 3 members.", { exact: false })).toBeVisible();
});
