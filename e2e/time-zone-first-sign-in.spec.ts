import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { createVerifiedUser, signInThroughUi } from "./support/users";

/**
 * a new user in Tokyo saw New York's "today" until they opened /profile.
 * The first signed-in page now saves the browser's zone (the server fills only an empty one).
 */
test.use({ timezoneId: "Asia/Tokyo" });

const savedZone = async (page: Page) => ((await (await page.request.get("/api/profile/preferences")).json()) as { user_timezone: string | null }).user_timezone;

test("the first signed-in page saves the browser's time zone, without a visit to /profile", async ({ page, request }) => {
  const cook = await createVerifiedUser(request, "Tokyo Cook");
  await page.goto("/auth/login");
  await signInThroughUi(page, cook.email, cook.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect.poll(() => savedZone(page)).toBe("Asia/Tokyo");
});
