import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { createVerifiedUser, signInThroughUi } from "./support/users";

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/no/such/page");
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

test("an admin sees the admin dashboard with live health; a member gets Access Denied", async ({ page, request }) => {
  await page.goto("/auth/login");
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Super Admin")).toBeVisible();
  await page.getByRole("link", { name: "Admin Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  for (const title of ["Total Users", "Subscribers", "Active Trials", "System Status"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByTestId("stat-system-status")).toHaveText("Active");
  await expect(page.getByRole("cell", { name: E2E_ADMIN.email, exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "System Health" }).click();
  await expect(page.getByRole("heading", { name: "Database" })).toBeVisible();
  await expect(page.getByText("Embedded PostgreSQL (PGlite) answered")).toBeVisible();

  const member = await createVerifiedUser(request);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth/login");
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
});
