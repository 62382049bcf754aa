import { test as base, expect, request, type APIRequestContext, type Page } from "@playwright/test";
import { BASE_URL, E2E_ADMIN } from "../../playwright.config";
import { createVerifiedUser, signInByApi } from "./users";

export { BASE_URL, expect };

/** An account someone can sign in with. */
export interface Account {
  id: string;
  email: string;
  password: string;
  name: string;
}

/** An account with an API client signed in for the current test only (it shares cookies with pages signInAs gives it to). */
export interface Member extends Account {
  api: APIRequestContext;
}

/** Complimentary plans the admin grants: all_day for 30 days, or the 14-day dinner trial. */
export type Plan = "all_day" | "trial";
const GRANTS: Record<Plan, object> = { all_day: { kind: "plan", planType: "all_day", days: 30 }, trial: { kind: "trial", days: 14 } };

function apiClient(): Promise<APIRequestContext> {
  // Explicitly empty: a client made inside a test would otherwise start from that test's storage state.
  return request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL }, storageState: { cookies: [], origins: [] } });
}

async function signedIn(account: Account): Promise<Member> {
  const api = await apiClient();
  await signInByApi(api, account, `sign-in as ${account.email}`);
  return { ...account, api };
}

async function grant(admin: Account, userId: string, plan: Plan): Promise<void> {
  const { api } = await signedIn(admin);
  try {
    const res = await api.post(`/api/admin/users/${userId}/complimentary`, { data: GRANTS[plan] });
    expect(res.status(), `grant: ${await res.text()}`).toBe(200);
  } finally {
    await api.dispose();
  }
}

async function whoAmI(api: APIRequestContext): Promise<{ id: string; name: string }> {
  const res = await api.get("/api/me");
  expect(res.status(), "GET /api/me").toBe(200);
  return ((await res.json()) as { user: { id: string; name: string } }).user;
}

/** A new verified account, made through the sign-up API like anyone's, signed in on its own API client. */
async function createMember(name: string, withPlan?: { plan: Plan; admin: Account }): Promise<Member> {
  const api = await apiClient();
  const user = await createVerifiedUser(api, name);
  await signInByApi(api, user);
  const { id } = await whoAmI(api);
  if (withPlan) await grant(withPlan.admin, id, withPlan.plan);
  return { ...user, id, api };
}

async function accountOf(member: Member): Promise<Account> {
  await member.api.dispose();
  return { id: member.id, email: member.email, password: member.password, name: member.name };
}

/** Signs the page's browser context in as the member, with the member's session (page.request shares it). */
export async function signInAs<T extends Member>(page: Page, member: T): Promise<T> {
  await page.context().clearCookies();
  await page.context().addCookies((await member.api.storageState()).cookies);
  return member;
}

/**
 * Opens `path` inside the app, as a link would, not as a first load: a first load arrives rendered
 * by the server with its data (docs/decisions/042, 068), so a test of what the app shows while a
 * page's data loads or fails starts on another page.
 */
export async function openInTheApp(page: Page, path: string) {
  await page.goto("/about");
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

export interface NewUserOptions {
  name?: string;
  plan?: Plan;
}

interface WorkerAccounts {
  adminAccount: Account;
  cookAccount: Account;
  ownerAccount: Account;
}

interface TestMembers {
  /** Playwright's page, whose navigations also wait for the app to take a server-rendered page over. */
  page: Page;
  /** A plain member: verified, no plan. */
  cook: Member;
  /** A member on the all-day plan (every meal type), who owns their household like every member. */
  owner: Member;
  /** The run's super admin (E2E_ADMIN in playwright.config.ts). */
  admin: Member;
  /** A fresh account for a test whose data must start empty, or that changes the account itself. */
  newUser: (options?: NewUserOptions) => Promise<Member>;
}

/**
 * The accounts are made once per worker (sign-up is the slow part); sessions are per test,
 * because Sign Out ends every session of an account and a test may sign one out. Tests reset
 * the data they depend on, so they do not depend on the order they run in.
 */
export const test = base.extend<TestMembers, WorkerAccounts>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForTheAppOnNavigation(page);
    await use(page);
  },
  adminAccount: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const api = await apiClient();
      await signInByApi(api, E2E_ADMIN, "admin sign-in");
      const { id, name } = await whoAmI(api);
      await api.dispose();
      await use({ ...E2E_ADMIN, id, name });
    },
    { scope: "worker" },
  ],
  // eslint-disable-next-line no-empty-pattern -- as above
  cookAccount: [async ({}, use) => use(await accountOf(await createMember("Casey Cook"))), { scope: "worker" }],
  ownerAccount: [
    async ({ adminAccount }, use) => use(await accountOf(await createMember("Robin Baker", { plan: "all_day", admin: adminAccount }))),
    { scope: "worker" },
  ],

  admin: async ({ adminAccount }, use) => useSession(adminAccount, use),
  cook: async ({ cookAccount }, use) => useSession(cookAccount, use),
  owner: async ({ ownerAccount }, use) => useSession(ownerAccount, use),
  newUser: async ({ adminAccount }, use) => {
    const made: Member[] = [];
    await use(async ({ name = "Casey Cook", plan }: NewUserOptions = {}) => {
      const member = await createMember(name, plan && { plan, admin: adminAccount });
      made.push(member);
      return member;
    });
    for (const member of made) await member.api.dispose();
  },
});

async function useSession(account: Account, use: (member: Member) => Promise<void>) {
  const member = await signedIn(account);
  await use(member);
  await member.api.dispose();
}

/**
 * A page arrives rendered by the server, and the app takes it over just after it has painted;
 * until then what is done on it is held and done again on the app's page (docs/decisions/041,
 * 068). Tests act on the app, so each navigation also waits for the takeover (at once on any
 * other page).
 */
function waitForTheAppOnNavigation(page: Page) {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        // A member's page holds two until then: the first screen and the page (docs/decisions/042).
        await page.locator("[data-server-rendered]").first().waitFor({ state: "detached" });
        return response;
      },
    });
  }
}
