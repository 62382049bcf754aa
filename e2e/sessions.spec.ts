import type { Browser } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { createVerifiedUser, signInByApi } from "./support/users";

async function signedInBrowser(browser: Browser, user: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page.request, user);
  return { context, page };
}

test("Sign Out in one browser signs the account out in the other", async ({ browser, request }) => {
  const user = await createVerifiedUser(request, "Sam Twobrowsers");
  const first = await signedInBrowser(browser, user);
  const second = await signedInBrowser(browser, user);
  try {
    await second.page.goto("/dashboard");
    await expect(second.page.getByRole("heading", { name: "Welcome back, Sam!" })).toBeVisible();
    await first.page.goto("/profile");
    const card = first.page.locator('[data-slot="card"]', { has: first.page.getByRole("heading", { name: "Active sessions" }) });
    // Three: these two browsers and the API context that followed the verification link.
    await expect(card.getByRole("listitem")).toHaveCount(3);
    await expect(card.getByText("This device")).toHaveCount(1);
    await expect(card.getByText("Active now")).toBeVisible();
    await expect(card.getByText("Sign Out signs you out on every device, this one included.")).toBeVisible();
    await expectNoSeriousA11yViolations(first.page);

    await first.page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(first.page.getByText("You have been signed out successfully.")).toBeVisible();

    // The other browser, still showing the dashboard, is signed out by its next request:
    // a link followed inside the app...
    await second.page.getByRole("link", { name: "Profile & Preferences" }).click();
    await expect(second.page).toHaveURL(/\/auth\/login$/);
    // ...and a fresh page load alike.
    await second.page.goto("/dashboard");
    await expect(second.page).toHaveURL(/\/auth\/login$/);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test("Active sessions signs out the other browsers one by one and keeps this one", async ({ browser, request }) => {
  // The verification link followed by createVerifiedUser signed in a third "browser" (the API context).
  const user = await createVerifiedUser(request, "Alex Phones");
  const mine = await signedInBrowser(browser, user);
  const other = await signedInBrowser(browser, user);
  try {
    await other.page.goto("/dashboard");
    await expect(other.page.getByRole("heading", { name: "Welcome back, Alex!" })).toBeVisible();
    await mine.page.goto("/profile");
    const card = mine.page.locator('[data-slot="card"]', { has: mine.page.getByRole("heading", { name: "Active sessions" }) });
    await expect(card.getByRole("listitem")).toHaveCount(3);
    const signOutButtons = card.getByRole("button", { name: /^Sign out / });
    await expect(signOutButtons).toHaveCount(2);
    for (const left of [1, 0]) {
      await signOutButtons.first().click();
      await expect(mine.page.getByText("Device signed out").first()).toBeVisible();
      await expect(signOutButtons).toHaveCount(left);
    }
    await expect(card.getByRole("listitem")).toHaveCount(1);
    await expect(card.getByText("This device")).toBeVisible();

    await other.page.goto("/profile");
    await expect(other.page).toHaveURL(/\/auth\/login$/);
    await mine.page.reload();
    await expect(mine.page.getByRole("heading", { name: "Profile & Preferences" })).toBeVisible();
  } finally {
    await mine.context.close();
    await other.context.close();
  }
});
