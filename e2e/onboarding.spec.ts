import { expectNoSeriousA11yViolations } from "./support/axe";
import { fillCard, TEST_CARDS } from "./support/billing";
import { expect, signInAs, test } from "./support/fixtures";
import { latestLinkFor } from "./support/mailbox";
import { chatBox, chatLog, FOUR_MESSAGES, register, say } from "./support/onboarding";
import { openProfile, openTab } from "./support/profile";
import { signInThroughUi, uniqueEmail } from "./support/users";

const log = chatLog;
const box = chatBox;

test("a visitor goes from the landing page to a trial account with the preferences told to Sierra", async ({ page, context, request }) => {
  const email = uniqueEmail("onboarding");
  await page.goto("/");
  // The hero's button goes to /pricing; the closing call to action starts onboarding (spec section 2).
  await page.getByRole("link", { name: "Start Your Free Trial" }).last().click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("navigation", { name: "Onboarding progress" }).locator("[aria-current=step]")).toContainText("Your details");
  await expectNoSeriousA11yViolations(page);

  // Registration: the spec's messages, then the button names the first name.
  await page.getByLabel("First name").fill("O");
  await page.getByLabel("Last name").fill("P");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Start Onboarding with O" }).click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Last name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await register(page, { firstName: "Olivia", lastName: "Onboard", email });

  // Chat: a greeting by first name; blank messages and Shift+Enter send nothing.
  await expect(log(page).getByRole("listitem").first()).toContainText("Hi Olivia! I'm Sierra");
  await box(page).press("Enter");
  await box(page).fill("first line");
  await box(page).press("Shift+Enter");
  await expect(box(page)).toHaveValue("first line\n");
  await expect(log(page).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await expect(await say(page, FOUR_MESSAGES[0])).toContainText("Got it: allergic to nuts and eggs.");
  await expect(await say(page, FOUR_MESSAGES[1])).toContainText("finish your account setup first");
  // A reload mid-chat keeps the conversation and what was heard.
  await page.reload();
  await expect(log(page).getByRole("listitem")).toHaveCount(5);
  await expect(log(page)).toContainText("Can you give me a recipe for lasagna?");
  // The user corrects a mishearing on the chips before anything is saved.
  await page.getByRole("button", { name: "Remove Eggs from allergies" }).click();
  await expect(await say(page, FOUR_MESSAGES[2])).toContainText("Almost there!");
  await expect(page.getByRole("button", { name: "Continue to Meal Plans" })).toHaveCount(0);
  await expect(await say(page, FOUR_MESSAGES[3])).toContainText("That's everything I need, Olivia!");
  await expect(box(page)).toHaveCount(0);
  await expect(page.getByText("Thanks! Sierra has what it needs to plan your meals.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Continue to Meal Plans" }).click();

  // Plan choice: 12 months preselected, clicking selects; Back returns to the chat and forward again.
  const twelve = page.getByRole("radio", { name: /12 Months/ });
  const three = page.getByRole("radio", { name: /3 Months/ });
  await expect(twelve).toHaveAttribute("aria-checked", "true");
  await expect(twelve).toContainText("$6.99/mo");
  await expect(twelve).toContainText("$83.88 billed annually");
  await expect(twelve).toContainText("Save 30%");
  await expect(twelve).toContainText("Best Value");
  await expect(three).toContainText("$9.99/mo");
  await expect(three).toContainText("$29.97 billed every 3 months");
  await expect(page.getByText("Breakfast and lunch can be added after signup")).toBeVisible();
  await three.click();
  await expect(three).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("button", { name: "Continue to Meal Plans" }).click();
  await expect(three).toHaveAttribute("aria-checked", "true");
  // The browser's Back and Forward move between the steps too.
  await page.goBack();
  await expect(page.getByRole("button", { name: "Continue to Meal Plans" })).toBeVisible();
  await page.goForward();
  await expect(three).toHaveAttribute("aria-checked", "true");
  await twelve.click();
  await expectNoSeriousA11yViolations(page);

  // Guest checkout opens in a new tab; the onboarding tab moves on to the welcome, without
  // fades for a user who asked for less motion (and so without a half-faded line for axe).
  await page.emulateMedia({ reducedMotion: "reduce" });
  const [checkout] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Continue to Checkout" }).click()]);
  await expect(page.getByRole("heading", { name: "Welcome aboard, Olivia!" })).toBeVisible();
  // Not completed before the checkout succeeded (docs/decisions/048).
  expect(await page.evaluate(() => window.localStorage.getItem("onboarding_completed"))).toBeNull();
  await expect(page.getByText("Checkout opened in a new tab")).toHaveCSS("opacity", "1");
  await expectNoSeriousA11yViolations(page);
  await expect(checkout.getByRole("region", { name: "Order summary" })).toContainText(email);
  await expect(checkout.getByRole("region", { name: "Order summary" })).toContainText("$83.88");
  await fillCard(checkout, TEST_CARDS.ok);
  await checkout.getByRole("button", { name: "Start trial" }).click();
  await checkout.waitForURL(/\/checkout\/success\?session_id=/);
  await expect(checkout.getByText(`Your account has been created for ${email}`)).toBeVisible();
  await checkout.close();

  // The completion view after 3.5 s leads to /profile.
  await expect(page.getByRole("heading", { name: "You're all set, Olivia!" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("onboarding_completed"))).toBe("true");
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole("link", { name: "Go to My Profile" })).toHaveAttribute("href", "/profile");

  // One welcome mail, whose link sets the password; the first sign-in shows what Sierra heard.
  await page.goto(await latestLinkFor(request, email, "/auth/callback?type=recovery"));
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=.+&welcome=1$/);
  // A first password for a new account, not a reset.
  await expect(page.getByText("Set your password", { exact: true })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("onboarded-pass-1");
  await page.getByLabel("Confirm password", { exact: true }).fill("onboarded-pass-1");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInThroughUi(page, email, "onboarded-pass-1");
  await expect(page).toHaveURL(/\/dashboard$/);
  await openProfile(page);
  await openTab(page, "Preferences");
  await expect(page.getByRole("list", { name: "Allergies list" }).getByRole("listitem")).toHaveText(["Nuts"]);
  await expect(page.getByRole("list", { name: "Cuisines list" }).getByRole("listitem")).toHaveText(["Italian"]);
  await expect(page.getByLabel("Household size")).toHaveValue("4");
  await expect(page.getByText("8 of 10 · Adventurous")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Cooking skill" })).toHaveText("Advanced, complex recipes");
});

test("a signed-in user at /onboarding lands on /profile", async ({ page, cook }) => {
  await signInAs(page, cook);
  await page.goto("/onboarding");
  await expect(page).toHaveURL(/\/profile$/);
});

test("an address that already has an account is told to log in instead", async ({ page, cook }) => {
  await page.goto("/onboarding");
  await register(page, { firstName: "Esme", lastName: "Existing", email: cook.email });
  await expect(page.getByRole("alert")).toContainText("An account with this e-mail already exists. Please log in to subscribe.");
  await expect(page.getByRole("link", { name: "Log in instead" })).toHaveAttribute("href", "/auth/login");
  await expect(page.getByRole("log")).toHaveCount(0);
});
