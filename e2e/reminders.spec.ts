import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { BASE_URL, expect, signInAs, test } from "./support/fixtures";

/** /preferences, waited for longer than the shared helper: sign-in checks crawl on a loaded machine. */
async function openPreferences(page: Page) {
  await page.goto("/preferences");
  await expect(page.getByRole("heading", { level: 1, name: "Profile & Preferences" })).toBeVisible({ timeout: 30_000 });
}

/** The profile's Reminders card (docs/decisions/066): its settings, the test e-mail, axe and screenshots. */
// Sign-up, axe and the mailbox take their time on a busy machine.
test.describe.configure({ timeout: 180_000 });

const remindersCard = (page: Page) => page.getByRole("form", { name: "Reminders" });

test("turn on tonight's reminder in the profile and receive a test e-mail", async ({ page, newUser }) => {
  const member = await signInAs(page, await newUser({ name: "Remi Reminder" }));
  await openPreferences(page);
  const card = remindersCard(page);
  await expect(card.getByText("Times are in your time zone")).toBeVisible();

  // Every reminder needs a way to arrive: with none chosen, the schema's words say so.
  await card.getByRole("switch", { name: "Tonight's meal" }).click();
  await card.getByLabel("Tonight's meal: time").fill("18:30");
  await card.getByRole("checkbox", { name: "E-mail" }).click();
  await card.getByRole("button", { name: "Save reminders" }).click();
  await expect(card.getByRole("alert")).toHaveText("Choose e-mail, push or both for your reminders.");

  await card.getByRole("checkbox", { name: "E-mail" }).click();
  await card.getByRole("button", { name: "Save reminders" }).click();
  await expect(page.getByText("Reminder settings saved.")).toBeVisible();
  const saved = (await (await page.request.get(`${BASE_URL}/api/reminders/settings`)).json()) as { settings: { tonight: unknown; channels: unknown } };
  expect(saved.settings.tonight).toEqual({ enabled: true, time: "18:30" });
  expect(saved.settings.channels).toEqual({ email: true, push: false });

  // After a reload the card shows what was saved.
  await page.reload();
  await expect(remindersCard(page).getByRole("switch", { name: "Tonight's meal" })).toHaveAttribute("aria-checked", "true");

  await remindersCard(page).getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(page.getByText("Test notification sent.")).toBeVisible();
  await expect
    .poll(async () => {
      const html = await (await page.request.get(`${BASE_URL}/dev/mailbox`)).text();
      return html.split("<article>").find((block) => block.includes(`To ${member.email}`) && block.includes("Test notification")) ?? "";
    })
    .toContain("Reminders from Sierra Meal Planner will arrive like this.");
});

for (const theme of ["light", "dark"] as const) {
  test(`axe on the Reminders card, ${theme} theme`, async ({ page, newUser }) => {
    await signInAs(page, await newUser({ name: "Ada Axe" }));
    await setTheme(page, theme);
    await openPreferences(page);
    await expect(remindersCard(page).getByRole("button", { name: "Save reminders" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test("Reminders card screenshots", async ({ page, newUser }) => {
  test.skip(!process.env.SCREENSHOTS, "screenshots only with SCREENSHOTS=1");
  test.setTimeout(300_000);
  await signInAs(page, await newUser({ name: "Sam Shots" }));
  for (const theme of ["light", "dark"] as const) {
    // Init scripts run in order: the latest theme is the one the page starts with.
    await setTheme(page, theme);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openPreferences(page);
      const card = page.locator("[data-slot=card]", { has: page.getByRole("form", { name: "Reminders" }) });
      await expect(card.getByRole("button", { name: "Save reminders" })).toBeVisible();
      await card.screenshot({ path: `screenshots/reminders-${theme}-${width}.png` });
    }
  }
});
