import { BASE_URL, expect, openInTheApp, signInAs, test } from "./support/fixtures";
import { latestLinkFor } from "./support/mailbox";
import { openProfile } from "./support/profile";
import { signInByApi, uniqueEmail } from "./support/users";

// Every test changes or breaks the profile of a member of its own.
test.describe("loading and Personal Info", () => {
  test.beforeEach(async ({ page, newUser }) => {
    await signInAs(page, await newUser({ name: "Casey Cook" }));
  });

  test("shows 'Loading your profile data...', then the three tabs; /preferences opens Preferences", async ({ page }) => {
    await page.route("**/api/profile", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await openInTheApp(page, "/profile");
    await expect(page.getByText("Loading your profile data...")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Profile & Preferences" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText(["Personal Info", "Diet & Nutrition", "Preferences"]);
    await expect(page.getByRole("tab", { name: "Personal Info" })).toHaveAttribute("aria-selected", "true");
    await page.unrouteAll();
    await openProfile(page, "/preferences");
    await expect(page.getByRole("tab", { name: "Preferences" })).toHaveAttribute("aria-selected", "true");
  });

  test("shows the e-mail read-only and disabled, requires a first name and saves names", async ({ page }) => {
    await openProfile(page);
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toBeDisabled();
    await expect(email).toHaveAttribute("readonly", "");
    const first = page.getByLabel("First name");
    await expect(first).toHaveValue("Casey");
    await first.fill("   ");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();

    await first.fill(" Robin ");
    await page.getByLabel("Last name").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(page.getByText("Your profile information has been saved.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu for Robin" })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("First name")).toHaveValue("Robin");
    await expect(page.getByLabel("Last name")).toHaveValue("");
  });

  test("says when saving fails", async ({ page }) => {
    await openProfile(page);
    await page.route("**/api/profile/personal", (route) =>
      route.fulfill({ status: 500, json: { message: "Something went wrong on our side. Please try again." } }),
    );
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Failed to update profile. Please try again.")).toBeVisible();
    await page.route("**/api/profile/personal", (route) => route.abort());
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Unexpected Error")).toBeVisible();
  });

  test("a load failure shows 'Unable to Load Profile', the error, the hint, toasts and Retry", async ({ page }) => {
    let fail = true;
    await page.route("**/api/profile", async (route) => {
      if (fail) await route.fulfill({ status: 500, json: { message: "Failed to load profile: the database did not answer as expected" } });
      else await route.continue();
    });
    await openInTheApp(page, "/profile");
    await expect(page.getByRole("heading", { name: "Unable to Load Profile" })).toBeVisible();
    await expect(page.getByText("Failed to load profile: the database did not answer as expected").first()).toBeVisible();
    await expect(page.getByText("This could be a temporary issue. Please try again or contact support if the problem persists.")).toBeVisible();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Retry" }).first().click();
    await expect(page.getByText("Retrying")).toBeVisible();
    await expect(page.getByText("Attempting to reload your profile data...")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Profile & Preferences" })).toBeVisible();
  });

  test("missing rows that cannot be created: the page runs on defaults with an error toast and Retry", async ({ page }) => {
    await page.route("**/api/profile", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), warning: "Failed to create preferences" } });
    });
    await openInTheApp(page, "/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile & Preferences" })).toBeVisible();
    await expect(page.getByText("Failed to create preferences")).toBeVisible();
    await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  });

  test("a network failure without a message shows the default text", async ({ page }) => {
    await page.route("**/api/profile", (route) => route.fulfill({ status: 503, body: "" }));
    await openInTheApp(page, "/profile");
    await expect(page.getByRole("heading", { name: "Unable to Load Profile" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Failed to load profile data. Please try again.").first()).toBeVisible();
  });
});

test("change e-mail: validation and the current password, then the change happens only after the link; the old address can undo it", async ({
  page,
  newUser,
}) => {
  const cook = await signInAs(page, await newUser({ name: "Morgan Mover" }));
  await openProfile(page);
  const form = page.locator("form").filter({ has: page.getByLabel("New email") });
  const newEmail = form.getByLabel("New email");
  const send = form.getByRole("button", { name: "Send verification email" });
  await newEmail.fill("not-an-email");
  await send.click();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByText("Current password is required")).toBeVisible();

  const target = uniqueEmail("moved");
  await newEmail.fill(target);
  const currentPassword = form.getByLabel("Current password", { exact: true });
  await currentPassword.fill("not-my-password");
  await send.click();
  await expect(page.getByText("Current password is incorrect").first()).toBeVisible();

  await currentPassword.fill(cook.password);
  await send.click();
  await expect(page.getByText("Verification email sent")).toBeVisible();
  await expect(page.getByText("Please check your new email address to verify the change.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(cook.email);

  const link = await latestLinkFor(page.request, target, "/api/account/email-change/confirm");
  await page.goto(link);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Email updated")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(target);
  await expect(page.getByTestId("sidebar-email")).toHaveText(target);

  // The old address got a way back: it restores the address and signs every device out.
  const undo = await latestLinkFor(page.request, cook.email, "/api/account/email-change/undo");
  await page.goto(undo);
  await expect(page).toHaveURL(/\/auth\/forgot-password\?email-restored=1$/);
  await expect(page.getByText("Your email address is restored and every device is signed out.")).toBeVisible();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("change password: rules, a wrong current password, success, and other sessions end", async ({ page, browser, newUser }) => {
  const cook = await signInAs(page, await newUser({ name: "Sam Secure" }));
  const otherDevice = await browser.newContext({ baseURL: BASE_URL });
  const otherPage = await otherDevice.newPage();
  await signInByApi(otherPage.request, cook);
  expect((await otherPage.request.get("/api/me")).status()).toBe(200);

  await openProfile(page);
  // The change-email form has a "Current password" field too: work inside this form.
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Update password" }) });
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(form.getByText("Current password is required")).toBeVisible();
  await expect(form.getByText("New password must be at least 6 characters")).toBeVisible();
  await expect(form.getByText("Please confirm your new password")).toBeVisible();
  await form.getByLabel("New password", { exact: true }).fill("abcdef");
  await form.getByLabel("Confirm new password").fill("abcdeg");
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(form.getByText("Passwords don't match")).toBeVisible();

  // Show/hide toggles on the current and new password, not on the confirmation.
  await expect(form.getByRole("button", { name: "Show current password" })).toBeVisible();
  await form.getByRole("button", { name: "Show new password" }).click();
  await expect(form.getByLabel("New password", { exact: true })).toHaveAttribute("type", "text");
  await expect(form.getByRole("button", { name: "Show confirm new password" })).toHaveCount(0);

  await form.getByLabel("Current password", { exact: true }).fill("not-my-password");
  await form.getByLabel("Confirm new password").fill("abcdef");
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Invalid password")).toBeVisible();

  await form.getByLabel("Current password", { exact: true }).fill(cook.password);
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Password updated")).toBeVisible();
  await expect(page.getByText("Your password has been changed successfully.")).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(200);
  expect((await otherPage.request.get("/api/me")).status()).toBe(401);
  await otherDevice.close();
});
