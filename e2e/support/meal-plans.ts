import { expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { addDays, addMonths, FALLBACK_TIME_ZONE, zonedNow, type IsoDate, type MealPlanResponse, type MealType, type RecipeDetail, type RecipeListResponse } from "@sierra/shared";
import { E2E_ADMIN } from "../../playwright.config";
import { createVerifiedUser, signInByApi } from "./users";

/** The server under test (E2E_PORT, like playwright.config.ts). */
export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const headers = { origin: BASE_URL };

/**
 * Sign-ups are rate limited (10 per 10 minutes per address) and the whole run shares
 * one server, so the meal-plan and dashboard specs share two accounts per worker:
 * "cook" on the all-day plan and "trial" on a 14-day trial. Each is signed in once
 * (the API context keeps the session, pages get its cookies); tests start by
 * resetting what they depend on (resetPlans, the calendar feed).
 */
export type CookName = "cook" | "trial";
export interface Cook {
  email: string;
  name: string;
  api: APIRequestContext;
}
const pool = new Map<CookName, Promise<Cook>>();

async function asAdmin<T>(fn: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: headers });
  try {
    await signInByApi(admin, E2E_ADMIN, "admin sign-in");
    return await fn(admin);
  } finally {
    await admin.dispose();
  }
}

/** A new account of its own (most specs share the pool below; a spec whose data must start empty makes one). */
export async function makeCook(kind: CookName): Promise<Cook> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: headers });
  const user = await createVerifiedUser(api, kind === "cook" ? "Robin Baker" : "Terry Trial");
  await signInByApi(api, user);
  const me = (await (await api.get("/api/me")).json()) as { user: { id: string } };
  // Complimentary grants through the admin API: all_day for 30 days, or the 14-day trial.
  const grant = kind === "cook" ? { kind: "plan", planType: "all_day", days: 30 } : { kind: "trial", days: 14 };
  await asAdmin(async (admin) => {
    const res = await admin.post(`/api/admin/users/${me.user.id}/complimentary`, { data: grant });
    expect(res.status(), `grant: ${await res.text()}`).toBe(200);
  });
  return { email: user.email, name: user.name, api };
}

export function cook(kind: CookName = "cook"): Promise<Cook> {
  let entry = pool.get(kind);
  if (!entry) {
    entry = makeCook(kind);
    pool.set(kind, entry);
  }
  return entry;
}

/** Signs the page's browser context in as the shared account, by copying its session cookies. */
export async function signInAs(page: Page, kind: CookName = "cook"): Promise<Cook> {
  const c = await cook(kind);
  await page.context().clearCookies();
  await page.context().addCookies((await c.api.storageState()).cookies);
  return c;
}

/** Today in the user's zone (the server's rule: saved zone, else America/New_York), read without creating a plan. */
export async function userToday(c: Cook): Promise<IsoDate> {
  const profile = (await (await c.api.get("/api/profile")).json()) as { preferences?: { user_timezone?: string | null } };
  return zonedNow(new Date(), profile.preferences?.user_timezone || FALLBACK_TIME_ZONE).date;
}

/** Deletes every plan (and so every meal) from 6 months back to 2 months ahead: the dashboard starts from zero. */
export async function resetPlans(c: Cook): Promise<void> {
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
