import type { Page } from "@playwright/test";
import { FALLBACK_TIME_ZONE, zonedNow } from "@sierra/shared";
import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { accountsWithEmail, advanceSandbox, canPlanDinner, checkoutUrl, fillCard, payByApi, TEST_CARDS } from "./support/billing";
import { BASE_URL, expect, signInAs, test } from "./support/fixtures";
import { plusDays, slot } from "./support/meal-plans";
import { uniqueEmail } from "./support/users";

/**
 * Billing on the sandbox provider: pricing -> hosted checkout in a new tab -> result -> subscription -> meal plans.
 * A test that subscribes changes its account for good, so each signs in a new one (newUser).
 */

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const planCard = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("a new user starts the dinner trial from /pricing with 4242 and can plan a dinner", async ({ page, newUser, context }) => {
  await signInAs(page, await newUser());
  expect(await canPlanDinner(page.request)).toBe(false);
  await page.goto("/pricing");
  const dinner = planCard(page, "Dinner Plan");
  await expect(planCard(page, "Breakfast Add-on").getByRole("button", { name: "Requires Dinner Plan" })).toBeDisabled();

  const opened = context.waitForEvent("page");
  await dinner.getByRole("button", { name: "Start 14-Day Free Trial" }).click();
  const tab = await opened;
  await tab.waitForURL(/\/billing\/sandbox\/checkout\//);
  await expect(tab.getByText("Test mode — sandbox, no money moves")).toBeVisible();
  const summary = tab.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText("Dinner Plan");
  await expect(summary).toContainText("12 Months");
  await expect(summary).toContainText("$99.98");
  await expect(summary).toContainText("14 days");
  await expect(summary.getByText("Due today")).toBeVisible();
  await expect(summary).toContainText("$0.00");
  await expect(tab.getByText("4000 0000 0000 0341")).toBeVisible();

  await tab.getByRole("button", { name: "Start trial" }).click();
  await expect(tab.getByText("Please enter a valid card number.")).toBeVisible();
  await fillCard(tab, TEST_CARDS.ok);
  await tab.getByRole("button", { name: "Start trial" }).click();
  await tab.waitForURL(/\/checkout\/success\?session_id=/);
  // A $0 trial is not a payment: the page says what happened (docs/decisions/048).
  await expect(tab.getByRole("heading", { name: "Your Free Trial Has Started!" })).toBeVisible();
  await expect(tab.getByText("Nothing was charged today.", { exact: false })).toBeVisible();
  await expect(tab.getByRole("heading", { name: "Payment Successful!" })).toHaveCount(0);
  await expect(tab.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");

  await tab.goto("/subscription");
  await expect(tab.getByRole("heading", { name: "Dinner Plan" })).toBeVisible();
  await expect(tab.getByText("Free trial", { exact: true })).toBeVisible();
  await expect(tab.getByText(/Your free trial is active until \w+ \d+, \d{4}/)).toBeVisible();
  await expect(tab.getByText("12 Months")).toBeVisible();
  expect(await canPlanDinner(tab.request)).toBe(true);

  // The calendar offers dinner; breakfast's Upgrade link leads to the subscription page.
  // Four days out: canPlanDinner filled the UTC date two days out, which is the zoned date three
  // days out between midnight UTC and midnight in the fallback zone.
  const day = plusDays(zonedNow(new Date(), FALLBACK_TIME_ZONE).date, 4);
  await tab.goto(`/meal-plans?view=daily&date=${day}`);
  await expect(slot(tab, day, "dinner").getByRole("button", { name: /^Add Dinner/ })).toBeEnabled();
  await slot(tab, day, "breakfast").getByRole("link", { name: "Upgrade to plan breakfast" }).click();
  await expect(tab).toHaveURL(/\/subscription$/);
  await expect(tab.getByRole("heading", { name: "Dinner Plan" })).toBeVisible();

  // Back on /pricing the trial's plan is the current one and the add-ons open up.
  await page.reload();
  await expect(planCard(page, "Dinner Plan").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await expect(planCard(page, "All Day Plan").getByRole("button", { name: "Switch Plan" })).toBeEnabled();
});

test("a declined card shows the provider's message and grants nothing", async ({ page, newUser }) => {
  await signInAs(page, await newUser());
  await page.goto(await checkoutUrl(page.request));
  await fillCard(page, TEST_CARDS.declined);
  await page.getByRole("button", { name: "Start trial" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
  await expect(page).toHaveURL(/\/billing\/sandbox\/checkout\//);
  const sub = (await (await page.request.get("/api/billing/subscription")).json()) as { status: string; allowedMealTypes: string[] };
  expect(sub.status).toBe("none");
  expect(sub.allowedMealTypes).toEqual([]);
  expect(await canPlanDinner(page.request)).toBe(false);
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "No Active Subscription" })).toBeVisible();
});

test("cancel in the portal: the plan runs to the period's end, then dinner is no longer plannable", async ({ page, newUser, admin, context }) => {
  const user = await signInAs(page, await newUser());
  await payByApi(page.request, await checkoutUrl(page.request));
  await page.goto("/subscription");
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Manage Subscription" }).click();
  const portal = await opened;
  await portal.waitForURL(/\/billing\/sandbox\/portal\//);
  await expect(portal.getByText("Test mode — sandbox, no money moves")).toBeVisible();
  await expect(portal.getByRole("heading", { name: "Dinner Plan" })).toBeVisible();
  // Cancel asks first; keeping the plan changes nothing.
  await portal.getByRole("button", { name: "Cancel subscription" }).click();
  const asked = portal.getByRole("dialog", { name: "Cancel your subscription?" });
  await expect(asked).toContainText("stays active until");
  await asked.getByRole("button", { name: "Keep Subscription" }).click();
  await expect(asked).toHaveCount(0);
  await expect(portal.getByRole("button", { name: "Resume subscription" })).toHaveCount(0);
  await portal.getByRole("button", { name: "Cancel subscription" }).click();
  await asked.getByRole("button", { name: "Cancel Subscription" }).click();
  await portal.getByRole("button", { name: "Resume subscription" }).click();
  await expect(portal.getByText("Subscription resumed")).toBeVisible();
  await portal.getByRole("button", { name: "Cancel subscription" }).click();
  await asked.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(portal.getByRole("button", { name: "Resume subscription" })).toBeVisible();
  await expect(portal.getByText("Ends on")).toBeVisible();

  await page.getByRole("button", { name: "Refresh Status" }).click();
  await expect(page.getByText(/Your subscription is cancelled and ends on/)).toBeVisible();
  expect(await canPlanDinner(page.request)).toBe(true);

  await advanceSandbox(admin, user.id, "period_end");
  expect(await canPlanDinner(page.request)).toBe(false);
  await page.reload();
  await expect(page.getByRole("heading", { name: "No Active Subscription" })).toBeVisible();
});

test("a card that fails at renewal: a usable past-due plan with the grace banner, fixed and switched in the portal", async ({
  page,
  newUser,
  admin,
  context,
}) => {
  const user = await signInAs(page, await newUser());
  await payByApi(page.request, await checkoutUrl(page.request), TEST_CARDS.failsAtRenewal);
  await advanceSandbox(admin, user.id, "trial_end");
  await page.goto("/subscription");
  const banner = page.getByRole("alert").filter({ hasText: "Your last payment failed" });
  await expect(banner).toBeVisible();
  await expect(page.getByText("Payment due", { exact: true })).toBeVisible();
  expect(await canPlanDinner(page.request)).toBe(true);

  const opened = context.waitForEvent("page");
  await banner.getByRole("button", { name: "Manage Subscription" }).click();
  const portal = await opened;
  await portal.waitForURL(/\/billing\/sandbox\/portal\//);
  await portal.getByRole("button", { name: "Update card" }).click();
  await fillCard(portal, TEST_CARDS.declined);
  await portal.getByRole("button", { name: "Save card" }).click();
  await expect(portal.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
  await fillCard(portal, TEST_CARDS.ok);
  await portal.getByRole("button", { name: "Save card" }).click();
  await expect(portal.getByText(/ending in 4242/)).toBeVisible();
  await expect(portal.getByText("Active", { exact: true })).toBeVisible();
  await expect(portal.getByRole("heading", { name: "Invoices" })).toBeVisible();

  await portal.getByRole("radio", { name: /All Day Plan · 12 Months/ }).check();
  await portal.getByRole("button", { name: "Switch plan" }).click();
  // The same confirmation as the app's: plan, interval, due today, credit, next date.
  const quote = portal.getByRole("dialog", { name: "Switch to the All Day Plan?" });
  await expect(quote).toContainText("12 Months");
  await expect(quote).toContainText("Due today");
  await expect(quote).toContainText("Credit for unused time");
  await expect(quote).toContainText("Next billing date");
  await quote.getByRole("button", { name: "Confirm Switch" }).click();
  await expect(portal.getByRole("heading", { name: "All Day Plan" })).toBeVisible();

  await page.getByRole("button", { name: "Refresh Status" }).click();
  await expect(page.getByRole("heading", { name: "All Day Plan" })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("/checkout/cancel offers Try Again and Back to Home; the sandbox's cancel link leads there", async ({ page, newUser }) => {
  await signInAs(page, await newUser());
  await page.goto(await checkoutUrl(page.request));
  await page.getByRole("link", { name: "Cancel and return to Sierra Meal Planner" }).click();
  await expect(page).toHaveURL(/\/checkout\/cancel/);
  await expect(page.getByRole("heading", { name: "Payment Cancelled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("/checkout/success without session_id goes to /pricing", async ({ page }) => {
  await page.goto("/checkout/success");
  await expect(page).toHaveURL(/\/pricing$/);
});

test("signed out, /pricing sends base plans to registration and keeps add-ons behind the Dinner Plan", async ({ page }) => {
  await page.goto("/pricing");
  await expect(planCard(page, "Dinner Plan").getByRole("link", { name: "Start 14-Day Free Trial" })).toHaveAttribute("href", "/auth/register");
  await expect(planCard(page, "All Day Plan").getByRole("link", { name: "Start 14-Day Free Trial" })).toHaveAttribute("href", "/auth/register");
  await expect(planCard(page, "Lunch Add-on").getByRole("button", { name: "Requires Dinner Plan" })).toBeDisabled();
});

test("with pop-ups blocked, checkout offers to continue in the same tab", async ({ page, newUser }) => {
  await signInAs(page, await newUser());
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto("/pricing");
  await planCard(page, "Dinner Plan").getByRole("button", { name: "Start 14-Day Free Trial" }).click();
  const blocked = toast(page, "Your browser blocked the new tab");
  await expect(blocked).toBeVisible();
  await blocked.getByRole("button", { name: "Open checkout" }).click();
  await expect(page).toHaveURL(/\/billing\/sandbox\/checkout\//);
  await expect(page.getByRole("region", { name: "Order summary" })).toContainText("Dinner Plan");
});

test("a failed checkout shows 'Checkout failed' and closes the blank tab", async ({ page, newUser, context }) => {
  await signInAs(page, await newUser());
  await page.route("**/api/billing/checkout", (route) => route.fulfill({ status: 500, json: { code: "INTERNAL", message: "Something went wrong" } }));
  await page.goto("/pricing");
  const opened = context.waitForEvent("page");
  await planCard(page, "Dinner Plan").getByRole("button", { name: "Start 14-Day Free Trial" }).click();
  const tab = await opened;
  await expect(toast(page, "Checkout failed")).toContainText("Failed to create checkout session");
  await expect.poll(() => tab.isClosed()).toBe(true);
});

test("a guest checkout creates exactly one account and the success page names its e-mail", async ({ page, admin }) => {
  const email = uniqueEmail("guest");
  const res = await page.request.post("/api/billing/guest-checkout", {
    data: { planType: "dinner", billingInterval: "12_months", email, firstName: "Gale", lastName: "Guest" },
    headers: { origin: BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(((await res.json()) as { url: string }).url);
  await expect(page.getByRole("region", { name: "Order summary" })).toContainText(email);
  await fillCard(page, TEST_CARDS.ok);
  await page.getByRole("button", { name: "Start trial" }).click();
  await page.waitForURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByRole("heading", { name: "Your Free Trial Has Started!" })).toBeVisible();
  await expect(page.getByText(`Your account has been created for ${email}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth/login");
  // Coming back to the page (or the provider's webhook arriving twice) makes no second account.
  await page.reload();
  await expect(page.getByText(`Your account has been created for ${email}`)).toBeVisible();
  expect(await accountsWithEmail(admin, email)).toBe(1);
});

test("the billing pages never trip the Content Security Policy (lazy chunks included)", async ({ page, newUser }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}`));
  });
  const found: string[] = [];
  const visit = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    found.push(...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).map((v) => `${path}: ${v}`));
  };
  await visit("/checkout/cancel");
  await visit("/checkout/success?session_id=cs_unknown");
  await signInAs(page, await newUser());
  await visit("/subscription");
  await visit("/pricing");
  await visit(await checkoutUrl(page.request));
  expect(found).toEqual([]);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe: pricing, sandbox checkout, result pages and /subscription (${theme})`, async ({ page, newUser }) => {
    // Several pages and a checkout, axe on each: over a minute on a busy machine.
    test.slow();
    await setTheme(page, theme);
    for (const path of ["/pricing", "/checkout/cancel"]) {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    }
    await signInAs(page, await newUser());
    for (const path of ["/pricing", "/subscription"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousA11yViolations(page);
    }
    const url = await checkoutUrl(page.request);
    await page.goto(url);
    await fillCard(page, TEST_CARDS.declined);
    await page.getByRole("button", { name: "Start trial" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillCard(page, TEST_CARDS.ok);
    await page.getByRole("button", { name: "Start trial" }).click();
    await page.waitForURL(/\/checkout\/success/);
    await expect(page.getByRole("heading", { name: "Your Free Trial Has Started!" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/subscription");
    await expect(page.getByRole("heading", { name: "Dinner Plan" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
