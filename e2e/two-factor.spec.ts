import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { currentCode, setUpTwoFactor, unusedCode } from "./support/two-factor";
import { createVerifiedUser, signInThroughUi } from "./support/users";

test("a user turns on two-step verification, signs out, and signs in with a code, then with a recovery code", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "Morgan Secure");
  await page.goto("/auth/login");
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const { key, codes, dialog } = await setUpTwoFactor(page, user.password);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "I've saved my codes" }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator('[data-slot="card"]', { has: page.getByRole("heading", { name: "Two-step verification" }) });
  await expect(card.getByText("On", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Turn off" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sign out, then the password alone leads to the second step, which keeps where the user was going.
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page.getByText("You have been signed out successfully.")).toBeVisible();
  await page.goto("/meal-plans?view=weekly");
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const wrong = currentCode(key) === "000000" ? "111111" : "000000";
  await page.getByLabel("6-digit code").fill(wrong);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code didn't work. Check the time on your phone and enter the newest code.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/two-factor$/);

  await page.getByLabel("6-digit code").fill(await unusedCode(key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Profile & Preferences" })).toBeVisible();

  // A recovery code instead of the app.
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page.getByText("You have been signed out successfully.")).toBeVisible();
  await page.goto("/auth/login");
  await signInThroughUi(page, user.email, user.password);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await expect(page.getByLabel("Recovery code")).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Recovery code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("turning two-step verification off needs the password and a code", async ({ page, request }) => {
  const user = await createVerifiedUser(request, "Riley Off");
  await page.goto("/auth/login");
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const { key, dialog } = await setUpTwoFactor(page, user.password);
  await dialog.getByRole("button", { name: "I've saved my codes" }).click();

  await page.getByRole("button", { name: "Turn off" }).click();
  const off = page.getByRole("dialog");
  await off.getByRole("textbox", { name: "Current password" }).fill(user.password);
  await off.getByLabel("Code from your app, or a recovery code").fill(await unusedCode(key));
  await expectNoSeriousA11yViolations(page);
  await off.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Two-step verification is off", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Set up two-step verification" })).toBeVisible();
});
