import { request as playwrightRequest, type Locator, type Page } from "@playwright/test";
import {
  addDays,
  addMonths,
  FALLBACK_TIME_ZONE,
  zonedNow,
  type IsoDate,
  type MealPlanResponse,
  type MealType,
  type RecipeDetail,
  type RecipeListResponse,
} from "@sierra/shared";
import { BASE_URL, expect, type Member } from "./fixtures";

/** Today in the user's zone (the server's rule: saved zone, else America/New_York), read without creating a plan. */
export async function userToday(c: Member): Promise<IsoDate> {
  const profile = (await (await c.api.get("/api/profile")).json()) as { preferences?: { user_timezone?: string | null } };
  return zonedNow(new Date(), profile.preferences?.user_timezone || FALLBACK_TIME_ZONE).date;
}

/** Deletes every plan (and so every meal) from 6 months back to 2 months ahead: the dashboard starts from zero. */
export async function resetPlans(c: Member): Promise<void> {
  const today = await userToday(c);
  for (let m = -7; m <= 2; m += 1) {
    const date = addMonths(today, m);
    const res = await c.api.get(`/api/meal-plans?view=monthly&date=${date}`);
    expect(res.status()).toBe(200);
    const { plan } = (await res.json()) as MealPlanResponse;
    expect((await c.api.delete(`/api/meal-plans/${plan.id}`)).status()).toBe(200);
  }
}

/** Catalogue recipes with calories per serving and distinct titles, for checking the dashboard's sums. */
export async function recipesWithCalories(count: number): Promise<RecipeDetail[]> {
  const ctx = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const list = (await (await ctx.get("/api/recipes?q=chicken")).json()) as RecipeListResponse;
    const found: RecipeDetail[] = [];
    for (const summary of list.recipes) {
      const detail = (await (await ctx.get(`/api/recipes/${summary.id}`)).json()) as RecipeDetail;
      if (detail.nutrition?.calories && !found.some((r) => r.title.includes(detail.title) || detail.title.includes(r.title))) found.push(detail);
      if (found.length === count) return found;
    }
    throw new Error("not enough recipes with nutrition");
  } finally {
    await ctx.dispose();
  }
}

export function slot(page: Page, date: IsoDate, mealType: MealType): Locator {
  return page.locator(`[data-testid="meal-slot"][data-date="${date}"][data-meal-type="${mealType}"]`);
}

/** Picks a recipe in the open picker dialog by searching its title, among recipes of every meal type. */
export async function pickRecipe(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("checkbox", { name: /^Only .* recipes$/ }).uncheck();
  await dialog.getByRole("searchbox").fill(title);
  await dialog.locator("#recipe-picker-results button").filter({ hasText: title }).first().click();
  await expect(dialog).toBeHidden();
}

export const plusDays = (date: IsoDate, n: number) => addDays(date, n);
