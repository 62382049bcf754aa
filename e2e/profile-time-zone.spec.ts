import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./support/fixtures";
import { openProfile } from "./support/profile";

// A browser in New York: each new member starts on Eastern.
test.use({ timezoneId: "America/New_York" });
test.beforeEach(async ({ page, newUser }) => {
  await signInAs(page, await newUser({ name: "Tim Zone" }));
});

const zone = (page: Page) => page.getByRole("combobox", { name: "Time zone" });

/** Counts detection calls, so the debounce can be checked from the outside. */
function countLookups(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/profile/timezone")) calls.push(new URL(request.url()).searchParams.get("zipcode") ?? "");
  });
  return calls;
}

test("looks the zone up 1 s after the fifth character, once, and never for a partial zipcode", async ({ page }) => {
  await openProfile(page, "/preferences");
  const calls = countLookups(page);
  const zip = page.getByLabel("Zipcode");
  await zip.pressSequentially("6060", { delay: 150 });
  await page.waitForTimeout(1500);
  expect(calls).toEqual([]);
  await expect(zone(page)).toHaveText("Eastern");

  await zip.pressSequentially("1");
  await page.waitForTimeout(600);
  // Still inside the second of quiet: nothing asked, nothing changed.
  expect(calls).toEqual([]);
  await expect(zone(page)).toHaveText("Eastern");
  await expect(zone(page)).toHaveText("Central");
  await expect(page.getByText("Timezone Updated")).toBeVisible();
  expect(calls).toEqual(["60601"]);

  // Typing on resets the wait: a new code typed quickly is looked up once.
  await zip.fill("");
  await zip.pressSequentially("80202", { delay: 300 });
  await expect(zone(page)).toHaveText("Mountain");
  expect(calls).toEqual(["60601", "80202"]);
});

test("an unknown zipcode changes nothing and says detection failed", async ({ page }) => {
  await openProfile(page, "/preferences");
  await page.getByLabel("Zipcode").fill("");
  await page.getByLabel("Zipcode").pressSequentially("00000");
  await expect(page.getByText("Timezone Detection Failed")).toBeVisible();
  await expect(page.getByText("Could not automatically detect timezone. Please select manually.")).toBeVisible();
  await expect(zone(page)).toHaveText("Eastern");
});

test("a failed lookup changes nothing and says so", async ({ page }) => {
  await openProfile(page, "/preferences");
  await page.route("**/api/profile/timezone**", (route) => route.fulfill({ status: 500, json: { message: "x" } }));
  await page.getByLabel("Zipcode").fill("");
  await page.getByLabel("Zipcode").pressSequentially("60601");
  await expect(page.getByText("Timezone Detection Failed")).toBeVisible();
  await expect(zone(page)).toHaveText("Eastern");
});

test("Arizona gets Mountain with an honest note about summer time", async ({ page }) => {
  await openProfile(page, "/preferences");
  await page.getByLabel("Zipcode").fill("");
  await page.getByLabel("Zipcode").pressSequentially("85004");
  await expect(zone(page)).toHaveText("Mountain");
  await expect(page.getByTestId("time-zone-note")).toContainText("Arizona does not observe daylight saving time");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your preferences have been saved successfully.")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("time-zone-note")).toBeVisible();
});
