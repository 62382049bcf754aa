import { expect, signInAs, test } from "./support/fixtures";

test("the calendar link is created, copied, replaced and turned off", async ({ page, context, request, owner }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const user = await signInAs(page, owner);
  expect((await user.api.delete("/api/calendar-feed")).status()).toBe(200);
  await page.goto("/meal-plans");
  const card = page.getByTestId("calendar-sync");
  await expect(card.getByRole("heading", { name: "Sync to your calendar" })).toBeVisible();
  await card.getByRole("button", { name: "Create calendar link" }).click();

  const input = card.getByLabel("Your calendar link");
  await expect(input).toHaveValue(/\/api\/calendar\/[\w-]{20,}\.ics$/);
  const url = await input.inputValue();
  await expect(card).toContainText("Keep this link secret");
  await expect(card.getByRole("link", { name: "Open in calendar app" })).toHaveAttribute("href", url.replace(/^https?:/, "webcal:"));

  await card.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");

  // After a reload the secret is not shown again; the feed is on.
  await page.reload();
  await expect(card.getByTestId("calendar-sync-status")).toContainText("Calendar sync is on");
  await expect(card.getByLabel("Your calendar link")).toHaveCount(0);

  await card.getByRole("button", { name: "Replace link" }).click();
  await expect(card.getByLabel("Your calendar link")).toHaveValue(/\.ics$/);
  const replaced = await card.getByLabel("Your calendar link").inputValue();
  expect(replaced).not.toBe(url);
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(replaced)).status()).toBe(200);

  await card.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Calendar sync turned off", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Create calendar link" })).toBeVisible();
  expect((await request.get(replaced)).status()).toBe(404);
});
