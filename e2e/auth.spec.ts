import { expect, test } from "./support/fixtures";
import { latestLinkFor } from "./support/mailbox";
import { createVerifiedUser, PASSWORD, signInThroughUi, uniqueEmail } from "./support/users";

test("a new user registers, verifies from the mailbox, toggles the sidebar and theme, and signs out", async ({ page, request }) => {
  const email = uniqueEmail("newcomer");
  await page.goto("/auth/register");
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
  await page.getByLabel("Name").fill("Robin Newcomer");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Phone" }).pressSequentially("5551234567");
  await expect(page.getByRole("textbox", { name: "Phone" })).toHaveValue("(555) 123-4567");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Sign up successful")).toBeVisible();
  await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();

  // Signing in before verifying is refused with a way to resend the link.
  await page.goto("/auth/login");
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByText("Sign in failed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend verification email" })).toBeVisible();

  await page.goto("/dev/mailbox");
  const link = await latestLinkFor(request, email, "/api/auth/verify-email");
  await page.getByRole("link", { name: link }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("sidebar-email")).toHaveText(email);

  // Ctrl+B collapses and expands the sidebar.
  const sidebar = page.locator('[data-slot="sidebar"][data-state]').first();
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");

  // Dark theme survives a reload.
  await page.getByRole("switch", { name: "Dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("meal-planner-theme"))).toBe("dark");

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("You have been signed out successfully.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
});

test("a protected page sends a visitor to login and back after signing in", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Casey!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create New Meal Plan" })).toBeVisible();
  // Signed in, the auth pages send the user to the dashboard.
  await page.goto("/auth/register");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("form rules show the spec's messages", async ({ page }) => {
  await page.goto("/auth/register");
  await page.getByLabel("Name").fill("A");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password", { exact: true }).fill("different");
  await page.getByRole("button", { name: "Create account" }).click();
  for (const message of [
    "Name must be at least 2 characters",
    "Please enter a valid email address",
    "Phone number is required and must be valid",
    "Password must be at least 8 characters",
    "Passwords do not match",
    "You must agree to the terms and conditions",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  await page.goto("/auth/login");
  await page.getByLabel("Email").fill("nope");
  await page.getByLabel("Password", { exact: true }).fill("1234567");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
});

test("forgot and reset password, single use", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Reset email sent")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();

  const link = await latestLinkFor(request, user.email, "/auth/callback?type=recovery");
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  const resetUrl = page.url();
  await page.getByLabel("New password", { exact: true }).fill("a-new-password-1");
  await page.getByLabel("Confirm new password", { exact: true }).fill("a-different-one-2");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill("a-new-password-1");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Password updated")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto(resetUrl);
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request New Link" })).toBeVisible();

  await page.goto("/auth/login");
  await signInThroughUi(page, user.email, "a-new-password-1");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a broken callback link explains itself and returns to login", async ({ page }) => {
  await page.goto("/auth/callback?type=signup&error=invalid_token");
  await expect(page.getByRole("heading", { name: "Authentication Error" })).toBeVisible();
  await expect(page.getByText("Failed to complete authentication")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 6000 });
});
