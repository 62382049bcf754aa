import type { Page } from "@playwright/test";
import type { ShoppingListDetail } from "@sierra/shared";
import { RECIPE_PAGES_PORT } from "../playwright.config";
import { startRecipePageServer } from "../apps/server/src/testing/recipe-page-server";
import { coveredByTheButton } from "./support/clearance";
import { expect, signInAs, test, type Member } from "./support/fixtures";
import { userToday } from "./support/meal-plans";
import { readsSettled } from "./support/pages";
import { openTab } from "./support/profile";
import { listRecipes } from "./support/recipes";

/**
 * Sierra's floating button covers nothing on any page (spec section 2): scrolled to the bottom,
 * its box meets no visible control and no visible text, at phone and desktop widths. Pages keep
 * the button's clearance (--sierra-clearance in index.css) below their content.
 */
type Who = "visitor" | "owner" | "admin";
interface View {
  name: string;
  who: Who;
  open: (page: Page, member: Member) => Promise<void>;
}

let recipePages: Awaited<ReturnType<typeof startRecipePageServer>>;
test.beforeAll(async () => {
  recipePages = await startRecipePageServer(RECIPE_PAGES_PORT);
});
test.afterAll(async () => recipePages.close());

const visit = (path: string) => async (page: Page) => {
  await page.goto(path);
  await readsSettled(page);
};
const mealPlans = (view: string) => async (page: Page, member: Member) => {
  await page.goto(`/meal-plans?view=${view}&date=${await userToday(member)}`);
  await readsSettled(page);
};
const profileTab = (name: "Personal Info" | "Diet & Nutrition" | "Preferences") => async (page: Page) => {
  await visit("/profile")(page);
  await openTab(page, name);
};
const adminTab = (name: string) => async (page: Page) => {
  await visit("/admin")(page);
  await page.getByRole("tab", { name }).click();
  await readsSettled(page);
};

const VIEWS: View[] = [
  { name: "landing", who: "visitor", open: visit("/") },
  { name: "pricing", who: "visitor", open: visit("/pricing") },
  { name: "help", who: "visitor", open: visit("/help") },
  { name: "dashboard", who: "owner", open: visit("/dashboard") },
  { name: "meal plans, day", who: "owner", open: mealPlans("daily") },
  { name: "meal plans, week", who: "owner", open: mealPlans("weekly") },
  { name: "meal plans, month", who: "owner", open: mealPlans("monthly") },
  { name: "recipes", who: "owner", open: visit("/recipes") },
  {
    name: "a recipe",
    who: "owner",
    open: async (page, member) => visit(`/recipe/${(await listRecipes(member.api, "q=chicken")).recipes[0]!.id}`)(page),
  },
  { name: "recipe import", who: "owner", open: visit("/recipes/import") },
  {
    name: "recipe import review",
    who: "owner",
    open: async (page) => {
      await visit("/recipes/import")(page);
      await page.getByLabel("Recipe page address").fill(`${recipePages.url}/lemon-pasta`);
      await page.getByRole("button", { name: "Import from the web" }).click();
      await expect(page.getByRole("heading", { name: "Review before saving" })).toBeVisible();
      await readsSettled(page);
    },
  },
  { name: "community", who: "owner", open: visit("/recipes/community") },
  { name: "profile, personal info", who: "owner", open: profileTab("Personal Info") },
  { name: "profile, diet and nutrition", who: "owner", open: profileTab("Diet & Nutrition") },
  { name: "profile, preferences", who: "owner", open: profileTab("Preferences") },
  { name: "pantry", who: "owner", open: visit("/pantry") },
  { name: "shopping lists", who: "owner", open: visit("/shopping-lists") },
  {
    name: "a shopping list",
    who: "owner",
    open: async (page, member) => {
      const res = await member.api.post("/api/shopping-lists", { data: { name: "Clearance check" } });
      expect(res.status()).toBe(201);
      const list = (await res.json()) as ShoppingListDetail;
      const added = ["apples", "rye bread", "olive oil"];
      for (const name of added) await member.api.post(`/api/shopping-lists/${list.id}/items`, { data: { name } });
      await visit(`/shopping-lists?list=${list.id}`)(page);
      // The list also holds what the member's next 7 days of plan need, which other tests may have planned.
      for (const name of added) await expect(page.getByTestId("list-item").filter({ hasText: name }).first()).toBeVisible();
    },
  },
  { name: "subscription", who: "owner", open: visit("/subscription") },
  { name: "help, signed in", who: "owner", open: visit("/help") },
  { name: "admin, users", who: "admin", open: adminTab("User Management") },
  { name: "admin, health", who: "admin", open: adminTab("System Health") },
  { name: "admin, community reports", who: "admin", open: adminTab("Community Reports") },
];

for (const width of [375, 1280]) {
  for (const view of VIEWS) {
    test(`the floating button covers nothing on ${view.name} at ${width} px`, async ({ page, owner, admin }) => {
      await page.setViewportSize({ width, height: 800 });
      const member = view.who === "admin" ? admin : owner;
      if (view.who !== "visitor") await signInAs(page, member);
      await view.open(page, member);
      await expect(page.locator("#sierra-button")).toBeVisible();
      // Polled: a part that arrives after the reads settle (the pantry's remix, the health figures)
      // lengthens the page; a real cover stays.
      await expect.poll(() => coveredByTheButton(page), { message: `${page.url()} at ${width} px`, timeout: 10_000 }).toEqual([]);
    });
  }
}
