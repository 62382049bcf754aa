import type { APIRequestContext, Page } from "@playwright/test";
import { PLAN_TYPES, planMeals } from "@sierra/shared";
import { BASE_URL, expect, type Member } from "./fixtures";

/** Dates a few days and a year out, so the fixtures never turn into the past. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The meal types each plan gives, as the server's summary sends them. */
const planMealTypes = Object.fromEntries(PLAN_TYPES.map((plan) => [plan, planMeals(plan)]));

const none = { subscribed: false, plan_type: null, billing_interval: null, trial_active: false, trial_end: null, subscription_end: null };

/** GET /api/billing/subscription answers for each state of the subscription card. */
export const SUBSCRIPTION_STATES = {
  none: {
    subscription: none,
    status: "none",
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    addons: [],
    allowedMealTypes: [],
    provider: "sandbox",
    complimentary: false,
    kind: "none",
    trialUsed: false,
    planMealTypes,
  },
  trialing: {
    subscription: { ...none, plan_type: "dinner", billing_interval: "12_months", trial_active: true, trial_end: inDays(14) },
    status: "trialing",
    cancelAtPeriodEnd: false,
    currentPeriodEnd: inDays(14),
    addons: [],
    allowedMealTypes: ["dinner"],
    provider: "sandbox",
    complimentary: false,
    kind: "trial",
    trialUsed: true,
    planMealTypes,
  },
  past_due: {
    subscription: { ...none, subscribed: true, plan_type: "all_day", billing_interval: "12_months", subscription_end: inDays(3) },
    status: "past_due",
    cancelAtPeriodEnd: false,
    currentPeriodEnd: inDays(3),
    addons: [],
    allowedMealTypes: ["breakfast", "lunch", "dinner", "snack"],
    provider: "sandbox",
    complimentary: false,
    kind: "plan",
    trialUsed: true,
    planMealTypes,
  },
  canceling: {
    subscription: { ...none, subscribed: true, plan_type: "dinner", billing_interval: "3_months", subscription_end: inDays(40) },
    status: "active",
    cancelAtPeriodEnd: true,
    currentPeriodEnd: inDays(40),
    addons: [],
    allowedMealTypes: ["dinner"],
    provider: "sandbox",
    complimentary: false,
    kind: "plan",
    trialUsed: true,
    planMealTypes,
  },
} as const;

/** Answers the subscription check with a fixed state (the states a real run takes days to reach). */
export async function mockSubscription(page: Page, state: keyof typeof SUBSCRIPTION_STATES | "error") {
  await page.route("**/api/billing/subscription", (route) =>
    state === "error"
      ? route.fulfill({ status: 500, json: { code: "INTERNAL", message: "Something went wrong" } })
      : route.fulfill({ json: SUBSCRIPTION_STATES[state] }),
  );
}

export const TEST_CARDS = { ok: "4242 4242 4242 4242", declined: "4000 0000 0000 0002", failsAtRenewal: "4000 0000 0000 0341" };

/** Fills the sandbox checkout's or portal's card form. */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Bailey Buyer");
}

/** POST /api/billing/checkout as the page's user: the sandbox checkout's address. */
export async function checkoutUrl(request: APIRequestContext, planType = "dinner"): Promise<string> {
  const res = await request.post("/api/billing/checkout", { data: { planType, billingInterval: "12_months" }, headers: { origin: BASE_URL } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

/** Pays a sandbox checkout through its API (the checkout page itself is tested separately). */
export async function payByApi(request: APIRequestContext, url: string, card = TEST_CARDS.ok): Promise<void> {
  const id = new URL(url, BASE_URL).pathname.split("/").pop();
  const res = await request.post(`/api/billing/sandbox/checkout/${id}/pay`, {
    data: { cardNumber: card, expiry: "12/34", cvc: "123", name: "Bailey Buyer" },
    headers: { origin: BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The admin moves one user's sandbox subscription clock (trial end, renewal or period end). */
export async function advanceSandbox(admin: Member, userId: string, to: "trial_end" | "renewal" | "period_end"): Promise<void> {
  const res = await admin.api.post("/api/admin/billing/sandbox/advance", { data: { userId, to } });
  expect(res.status(), await res.text()).toBe(200);
}

/** How many accounts the admin's user search finds for exactly this e-mail. */
export async function accountsWithEmail(admin: Member, email: string): Promise<number> {
  const res = await admin.api.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const { users } = (await res.json()) as { users: { email: string | null }[] };
  return users.filter((u) => u.email?.toLowerCase() === email.toLowerCase()).length;
}

/** Whether the server lets the page's user plan a dinner (a recipe in tomorrow's dinner slot). */
export async function canPlanDinner(request: APIRequestContext): Promise<boolean> {
  const recipes = (await (await request.get("/api/recipes?q=chicken")).json()) as { recipes: { id: string }[] };
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const res = await request.put(`/api/meal-plans/slots/${tomorrow}/dinner`, { data: { recipeId: recipes.recipes[0]?.id }, headers: { origin: BASE_URL } });
  if (res.status() === 200) return true;
  expect(res.status(), await res.text()).toBe(403);
  return false;
}
