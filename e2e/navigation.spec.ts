import { expect, test } from "./support/fixtures";
import { signInThroughUi } from "./support/users";

test("an unknown path shows the 404 page, with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("below 768 px the header becomes a drawer with the same links", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await expect(page.getByText("This is Beta Software. Function, design, and feature access may change without warning.")).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  for (const name of ["Home", "Pricing", "About", "Log In", "Sign Up"]) {
    await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole("heading", { name: "User Account" })).toBeVisible();
  await drawer.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("the footer carries the spec's links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["Meal Plans", "/meal-plans"],
    ["Recipe Database", "/recipes"],
    ["Shopping Lists", "/shopping-lists"],
    ["About", "/about"],
    ["Pricing", "/pricing"],
    ["Contact", "/contact"],
    ["Privacy", "/privacy"],
    ["Terms", "/terms"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("an admin sees the admin dashboard with live health; a member gets Access Denied", async ({ page, admin, cook }) => {
  await page.goto("/auth/login");
  await signInThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Super Admin")).toBeVisible();
  await page.getByRole("link", { name: "Admin Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  for (const title of ["Total Users", "Subscribers", "Active Trials", "System Status"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByTestId("stat-system-status")).toHaveText("Active");
  // The table pages newest first, and other specs add users: find the admin by searching.
  await page.getByRole("searchbox", { name: "Search users by email" }).fill(admin.email);
  await expect(page.getByRole("cell", { name: admin.email, exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "System Health" }).click();
  await expect(page.getByRole("heading", { name: "Database" })).toBeVisible();
  await expect(page.getByText("Embedded PostgreSQL (PGlite) answered")).toBeVisible();

  // Sign Out ends every session of the admin account; fixture sessions are per test, so no other test loses one.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth/login");
  await signInThroughUi(page, cook.email, cook.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
});

test("a followed link opens its page at the top, and Back returns to where the reader was", async ({ page }) => {
  await page.goto("/");
  const footerAbout = page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true });
  await footerAbout.scrollIntoViewIfNeeded();
  const landingScroll = await page.evaluate(() => window.scrollY);
  expect(landingScroll, "the landing page is long enough to scroll").toBeGreaterThan(300);
  await footerAbout.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(landingScroll - 50);
});

test("recipe pages: the page links start at the top, and searching keeps the reader's place", async ({ page }) => {
  await page.goto("/recipes");
  await expect(page.getByTestId("recipe-card")).toHaveCount(10);
  const next = page.getByRole("link", { name: "Go to next page" });
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 120));
  await page.getByPlaceholder("Search recipes...").fill("soup");
  await page.getByPlaceholder("Search recipes...").press("Enter");
  await expect(page).toHaveURL(/q=soup/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
