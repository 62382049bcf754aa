import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { advanceSandbox, checkoutUrl, fillCard, payByApi, TEST_CARDS } from "./support/billing";
import { expect, signInAs, test } from "./support/fixtures";
import { chatBox, FOUR_MESSAGES, register, say } from "./support/onboarding";
import { latestLinkFor } from "./support/mailbox";
import { PASSWORD, uniqueEmail } from "./support/users";

/**
 * A subscription's whole life as customers go through it: no dead end, no charge they did not
 * see coming, no page that says something false (docs/decisions/048 and 051).
 */

const planCard = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("a customer whose trial is used and ended subscribes again, paid today, and the result page says paid", async ({ page, newUser, admin, context }) => {
  const user = await signInAs(page, await newUser());
  // Trial, a card that fails at its end, retries exhausted: the plan is gone and the trial used.
  await payByApi(page.request, await checkoutUrl(page.request), TEST_CARDS.failsAtRenewal);
  await advanceSandbox(admin, user.id, "trial_end");
  await advanceSandbox(admin, user.id, "period_end");
  await page.goto("/pricing");
  const dinner = planCard(page, "Dinner Plan");
  await expect(dinner.getByText("Your free trial is used: $99.98 due today for 12 Months.")).toBeVisible();
  const opened = context.waitForEvent("page");
  await dinner.getByRole("button", { name: "Subscribe", exact: true }).click();
  const tab = await opened;
  await tab.waitForURL(/\/billing\/sandbox\/checkout\//);
  await expect(tab.getByRole("region", { name: "Order summary" })).toContainText("$99.98", { timeout: 30_000 });
  await fillCard(tab, TEST_CARDS.ok);
  await tab.getByRole("button", { name: /^(Pay|Subscribe)/ }).click();
  await tab.waitForURL(/\/checkout\/success\?session_id=/);
  await expect(tab.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await tab.goto("/subscription");
  await expect(tab.getByRole("heading", { name: "Dinner Plan" })).toBeVisible();
});

test("on All Day the add-ons read 'Included in All Day' and cannot be bought", async ({ page, newUser }) => {
  await signInAs(page, await newUser());
  await payByApi(page.request, await checkoutUrl(page.request, "all_day"));
  await page.goto("/pricing");
  for (const addon of ["Breakfast Add-on", "Lunch Add-on"]) {
    await expect(planCard(page, addon).getByRole("button", { name: "Included in All Day" })).toBeDisabled();
  }
});

test("a switch on /pricing shows its dialog (plan, interval, due today, next date) before anything changes", async ({ page, newUser }) => {
  await signInAs(page, await newUser());
  await payByApi(page.request, await checkoutUrl(page.request));
  await page.goto("/pricing");
  await planCard(page, "All Day Plan").getByRole("button", { name: "Switch Plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Switch to the All Day Plan?" });
  await expect(dialog).toContainText("12 Months");
  await expect(dialog).toContainText("Due today");
  await expect(dialog).toContainText("$0.00");
  await expect(dialog).toContainText("Next billing date");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Keep My Plan" }).click();
  await expect(dialog).toHaveCount(0);
  expect(((await (await page.request.get("/api/billing/subscription")).json()) as { subscription: { plan_type: string } }).subscription.plan_type).toBe(
    "dinner",
  );
  await planCard(page, "All Day Plan").getByRole("button", { name: "Switch Plan" }).click();
  await dialog.getByRole("button", { name: "Confirm Switch" }).click();
  await expect(page).toHaveURL(/\/subscription/);
  await expect(page.getByRole("heading", { name: "All Day Plan" })).toBeVisible();
});

test("an add-on is removed in the portal at the end of its period, after a confirmation", async ({ page, newUser, context }) => {
  await signInAs(page, await newUser());
  await payByApi(page.request, await checkoutUrl(page.request));
  await payByApi(page.request, await checkoutUrl(page.request, "breakfast_addon"));
  await page.goto("/subscription");
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Manage Subscription" }).click();
  const portal = await opened;
  await portal.waitForURL(/\/billing\/sandbox\/portal\//);
  const addons = portal.getByRole("region", { name: "Add-ons" });
  await addons.getByRole("button", { name: "Remove add-on" }).click();
  const asked = portal.getByRole("dialog", { name: "Remove the Breakfast Add-on?" });
  await expect(asked).toContainText("It stays until the end of the period you have paid for");
  await expectNoSeriousA11yViolations(portal);
  await asked.getByRole("button", { name: "Remove Add-on" }).click();
  await expect(addons.getByText("Ends at the end of its period")).toBeVisible();
  await expect(addons.getByRole("button", { name: "Remove add-on" })).toHaveCount(0);
});

test("an unknown checkout session is not a success: a neutral page with a link to /subscription", async ({ page }) => {
  await page.goto("/checkout/success?session_id=cs_nobody_knows_this");
  await expect(page.getByRole("heading", { name: "We could not find that checkout" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to Subscription" })).toHaveAttribute("href", "/subscription");
  await expectNoSeriousA11yViolations(page);
});

test("a declined onboarding checkout is not 'all set'; cancelling it leads back to the onboarding offer", async ({ page, context }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/onboarding");
  await register(page, { firstName: "Dana", lastName: "Declined", email: uniqueEmail("onb-declined") });
  for (const message of FOUR_MESSAGES) await say(page, message);
  await expect(chatBox(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Continue to Meal Plans" }).click();
  const [checkout] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Continue to Checkout" }).click()]);
  await fillCard(checkout, TEST_CARDS.declined);
  await checkout.getByRole("button", { name: "Start trial" }).click();
  await expect(checkout.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();

  // After the welcome: not all set, and onboarding is not marked completed.
  await expect(page.getByRole("heading", { name: "Almost there, Dana" })).toBeVisible();
  await expect(page.getByText("You're all set", { exact: false })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem("onboarding_completed"))).toBeNull();
  await expectNoSeriousA11yViolations(page);

  // Cancelled in the checkout tab: Try Again goes back to the onboarding offer, not /pricing.
  await checkout.getByRole("link", { name: "Cancel and return to Sierra Meal Planner" }).click();
  await expect(checkout).toHaveURL(/\/checkout\/cancel\?offer=onboarding$/);
  await checkout.getByRole("link", { name: "Try Again" }).click();
  await expect(checkout).toHaveURL(/\/onboarding/);
  await expect(checkout.getByRole("heading", { name: "Choose your Dinner Plan" })).toBeVisible();
  // And in the first tab, Try Again does the same.
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: "Choose your Dinner Plan" })).toBeVisible();
});

test("Subscription is in the user menu and the sidebar; a plan chosen on /pricing is offered after registering and verifying", async ({ page, request }) => {
  test.slow();
  await page.goto("/pricing");
  await planCard(page, "All Day Plan").getByRole("link", { name: "Start 14-Day Free Trial" }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  // Registration and the e-mail's verification link, in this browser, as a newcomer does them.
  const email = uniqueEmail("chooser");
  await page.getByLabel("Name").fill("Casey Chooser");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Phone" }).pressSequentially("5551234567");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();
  await page.goto(await latestLinkFor(request, email, "/api/auth/verify-email"));
  // The new member's first page leads back to the plan they chose.
  await expect(page).toHaveURL(/\/pricing\?chosen=all_day$/);
  const chosen = page.getByRole("region", { name: "Your chosen plan" });
  await expect(chosen).toContainText("You chose the All Day Plan before signing up.");
  const opened = page.context().waitForEvent("page");
  await chosen.getByRole("button", { name: "Start 14-Day Free Trial" }).click();
  const tab = await opened;
  await tab.waitForURL(/\/billing\/sandbox\/checkout\//);
  await expect(tab.getByRole("region", { name: "Order summary" })).toContainText("All Day Plan");
  await tab.close();
  // Only once: the next page is not sent back.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(page.getByRole("link", { name: "Subscription", exact: true }).first()).toHaveAttribute("href", "/subscription");
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Subscription" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
