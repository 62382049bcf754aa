import { expectNoSeriousA11yViolations, setTheme } from "./support/axe";
import { mockSubscription } from "./support/billing";
import { expect, openInTheApp, signInAs, test } from "./support/fixtures";

/**
 * The subscription card's states, with the subscription check answered by fixtures: a past-due
 * grace period or a cancelled-at-period-end plan take days to reach on the real sandbox. The
 * fixtures answer the browser, so each page is opened inside the app: a first load arrives
 * rendered by the server with the real answer (docs/decisions/068).
 */
test.beforeEach(async ({ page, admin }) => {
  await signInAs(page, admin);
});

test("no plan: 'No Active Subscription' with Refresh Status and a way to the plans", async ({ page }) => {
  await mockSubscription(page, "none");
  await openInTheApp(page, "/subscription");
  await expect(page.getByRole("heading", { name: "No Active Subscription" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh Status" })).toBeEnabled();
  await expect(page.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
});

test("trial: plan, '12 Months', the trial's end and the next billing date", async ({ page }) => {
  await mockSubscription(page, "trialing");
  await openInTheApp(page, "/subscription");
  await expect(page.getByRole("heading", { name: "Dinner Plan" })).toBeVisible();
  await expect(page.getByText("12 Months")).toBeVisible();
  await expect(page.getByText(/Your free trial is active until \w+ \d+, \d{4}/)).toBeVisible();
  await expect(page.getByText("Next billing date")).toBeVisible();
  await expect(page.getByRole("button", { name: "Manage Subscription" })).toBeEnabled();
});

test("past due: the grace banner explains and offers Manage Subscription; the plan still shows", async ({ page }) => {
  await mockSubscription(page, "past_due");
  await openInTheApp(page, "/subscription");
  const banner = page.getByRole("alert").filter({ hasText: "Your last payment failed" });
  await expect(banner).toContainText("Your plan keeps working while we retry");
  await expect(banner.getByRole("button", { name: "Manage Subscription" })).toBeEnabled();
  await expect(page.getByRole("heading", { name: "All Day Plan" })).toBeVisible();
});

test("cancelled at period end: the end date and no next billing date", async ({ page }) => {
  await mockSubscription(page, "canceling");
  await openInTheApp(page, "/subscription");
  await expect(page.getByText(/Your subscription is cancelled and ends on/)).toBeVisible();
  await expect(page.getByText("3 Months")).toBeVisible();
  await expect(page.getByText("Next billing date")).toHaveCount(0);
});

test("a failed check shows 'Error checking subscription' with the spec's fallback", async ({ page }) => {
  await mockSubscription(page, "error");
  await openInTheApp(page, "/subscription");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error checking subscription" })).toContainText("Failed to check subscription status");
  await expect(page.getByRole("button", { name: "Refresh Status" })).toBeEnabled();
});

test("Manage Subscription failing shows 'Portal access failed' and leaves no blank tab", async ({ page, context }) => {
  await mockSubscription(page, "trialing");
  await page.route("**/api/billing/portal", (route) => route.fulfill({ status: 500, json: { code: "INTERNAL", message: "Something went wrong" } }));
  await openInTheApp(page, "/subscription");
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Manage Subscription" }).click();
  const tab = await opened;
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Portal access failed" })).toContainText("Failed to open customer portal");
  await expect.poll(() => tab.isClosed()).toBe(true);
});

test("a 401 from checkout or the portal is 'Authentication required' with the spec's login text", async ({ page }) => {
  const unauthorized = (message: string) => ({ status: 401, json: { code: "UNAUTHORIZED", message } });
  await page.route("**/api/billing/checkout", (route) => route.fulfill(unauthorized("Please log in to subscribe")));
  await page.route("**/api/billing/portal", (route) => route.fulfill(unauthorized("Please log in to manage your subscription")));
  // Without a plan, a plan's card checks out (with one, it opens the switch dialog instead).
  await mockSubscription(page, "none");
  await openInTheApp(page, "/pricing");
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "All Day Plan", exact: true }) })
    .getByRole("button")
    .click();
  const toasts = page.locator("[data-sonner-toast]").filter({ hasText: "Authentication required" });
  await expect(toasts.filter({ hasText: "Please log in to subscribe" })).toBeVisible();
  await page.unroute("**/api/billing/subscription");
  await mockSubscription(page, "trialing");
  await openInTheApp(page, "/subscription");
  await page.getByRole("button", { name: "Manage Subscription" }).click();
  await expect(toasts.filter({ hasText: "Please log in to manage your subscription" })).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`axe on the subscription states (${theme})`, async ({ page }) => {
    await setTheme(page, theme);
    for (const state of ["none", "trialing", "past_due", "canceling"] as const) {
      await page.unrouteAll();
      await mockSubscription(page, state);
      await openInTheApp(page, "/subscription");
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
}
