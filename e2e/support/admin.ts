import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Opens the admin's user table on the member's row; answers the row's role select (still "User"). */
export async function roleSelectOf(page: Page, email: string): Promise<Locator> {
  await page.goto("/admin");
  await page.getByLabel("Search users by email").fill(email);
  const select = page.getByRole("combobox", { name: `Role of ${email}` });
  await expect(select).toHaveText("User");
  return select;
}

/** Picks a role in the select, which opens the confirmation dialog. */
export async function chooseRole(page: Page, select: Locator, role: "User" | "Admin" | "Super Admin"): Promise<void> {
  await select.click();
  await page.getByRole("option", { name: role, exact: true }).click();
}
