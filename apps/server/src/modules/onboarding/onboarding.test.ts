import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { onboardingMessages, type OnboardingPreferences } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { DEFAULT_PASSWORD, signedInUser, TestClient, uniqueEmail } from "../../testing/test-client";
import { billingSubscriptions, households, outbox, pendingAccounts, preferences, user, verification } from "../../db/schema";
import type { SandboxProvider } from "../../adapters/billing";
import { receiveWebhook } from "../billing/webhook";
import { GOOD_CARD } from "../billing/billing-test-helpers";

let t: TestApp;
let recorded: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // Every signed event the sandbox sends is recorded on its way to the real handler, to replay it.
  (t.deps.billing as SandboxProvider).connect(async (raw, signature) => {
    recorded.push(raw);
    return receiveWebhook(t.deps, raw, signature);
  });
});
afterAll(() => t.close());

const HEARD: OnboardingPreferences = {
  allergies: ["Nuts"],
  dislikes: ["Vegetarian"],
  cuisines: ["Italian", "Mexican"],
  cookingComplexity: "complex",
  householdSize: 4,
  varietyPreference: 8,
};
const post = async (payload: string) => {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: (t.deps.billing as SandboxProvider).webhookSecret });
  return new TestClient(t).request("/api/billing/webhook", {
    method: "POST",
    body: payload,
    headers: { "stripe-signature": signature, "content-type": "application/json" },
  });
};

async function onboardingCheckout(email: string, billingInterval = "12_months", extra: Record<string, unknown> = {}) {
  const res = await new TestClient(t).json<{ url: string; code?: string }>("/api/billing/guest-checkout", {
    json: { planType: "dinner", billingInterval, email, firstName: "Olive", lastName: "Onboard", offer: "onboarding", preferences: HEARD, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.url.split("/").pop() ?? "";
}

const pay = (id: string) => new TestClient(t).json(`/api/billing/sandbox/checkout/${id}/pay`, { json: GOOD_CARD });
const accountsOf = (email: string) => t.db.select().from(user).where(eq(user.email, email));

describe("onboarding registration check", () => {
  it("validates with the spec's texts and stores nothing", async () => {
    const anon = new TestClient(t);
    const bad = await anon.json<{ message: string; issues: { message: string }[] }>("/api/onboarding/registration", {
      json: { firstName: "A", lastName: "B", email: "nope" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i) => i.message)).toEqual([onboardingMessages.firstName, onboardingMessages.lastName, onboardingMessages.email]);
    const email = uniqueEmail("onb-free");
    expect(await anon.json("/api/onboarding/registration", { json: { firstName: "Ada", lastName: "Lo", email } })).toEqual({ status: 200, body: { ok: true } });
    expect(await t.db.select().from(pendingAccounts).where(eq(pendingAccounts.email, email))).toEqual([]);
  });

  it("tells an address with an account to log in instead, and nothing else", async () => {
    const me = await signedInUser(t);
    const res = await new TestClient(t).json("/api/onboarding/registration", { json: { firstName: "Ada", lastName: "Lo", email: me.email.toUpperCase() } });
    expect(res).toEqual({ status: 409, body: { code: "ACCOUNT_EXISTS", message: "An account with this e-mail already exists. Please log in to subscribe." } });
  });
});

describe("onboarding guest checkout", () => {
  it("charges the onboarding prices from the server's table, distinct from the pricing page", async () => {
    const three = await onboardingCheckout(uniqueEmail("onb-3"), "3_months");
    const twelve = await onboardingCheckout(uniqueEmail("onb-12"), "12_months");
    const standard = await onboardingCheckout(uniqueEmail("onb-std"), "12_months", { offer: undefined, preferences: undefined });
    const view = (id: string) => new TestClient(t).json<{ amountCents: number }>(`/api/billing/sandbox/checkout/${id}`);
    expect((await view(three)).body.amountCents).toBe(2997);
    expect((await view(twelve)).body.amountCents).toBe(8388);
    expect((await view(standard)).body.amountCents).toBe(9998);
    await pay(twelve);
    const [sub] = await t.db
      .select()
      .from(billingSubscriptions)
      .innerJoin(pendingAccounts, eq(pendingAccounts.userId, billingSubscriptions.userId))
      .where(eq(pendingAccounts.checkoutSessionId, twelve));
    expect(sub?.billing_subscriptions).toMatchObject({ planType: "dinner", billingInterval: "12_months", amountCents: 8388, status: "trialing" });
  });

  it("refuses the offer for another plan and preferences outside what the chat can hear", async () => {
    const anon = new TestClient(t);
    const base = { planType: "dinner", billingInterval: "12_months", email: uniqueEmail("onb-bad"), offer: "onboarding" };
    expect((await anon.json("/api/billing/guest-checkout", { json: { ...base, planType: "all_day" } })).status).toBe(400);
    expect((await anon.json("/api/billing/guest-checkout", { json: { ...base, preferences: { ...HEARD, allergies: ["<script>"] } } })).status).toBe(400);
    expect((await anon.json("/api/billing/guest-checkout", { json: { ...base, preferences: { ...HEARD, householdSize: 11 } } })).status).toBe(400);
  });

  it("lands the preferences in the new account exactly once, however often completion arrives", async () => {
    const email = uniqueEmail("onb-once");
    recorded = [];
    const id = await onboardingCheckout(email);
    expect((await pay(id)).status).toBe(200);
    const [account] = await accountsOf(email);
    const prefsOf = async () =>
      (
        await t.db
          .select()
          .from(preferences)
          .where(eq(preferences.userId, account?.id ?? ""))
      )[0];
    const first = await prefsOf();
    // "Vegetarian", heard under the spec's dislikes topic, is kept as the diet it is.
    expect(first).toMatchObject({
      allergies: ["Nuts"],
      diets: ["vegetarian"],
      dislikes: [],
      cuisines: ["Italian", "Mexican"],
      cookingComplexity: "complex",
      householdSize: 4,
      varietyPreference: 8,
    });
    const [household] = await t.db
      .select()
      .from(households)
      .where(eq(households.ownerUserId, account?.id ?? ""));
    expect(household?.maxMembers).toBe(4);

    // The owner edits a list; then every event arrives again, and the completion under a new event id.
    await t.db
      .update(preferences)
      .set({ allergies: [] })
      .where(eq(preferences.userId, account?.id ?? ""));
    for (const raw of recorded) expect((await post(raw)).status).toBe(200);
    const completion = recorded.find((r) => r.includes("checkout.session.completed")) ?? "";
    expect((await post(completion.replace(/"id":"evt_test_[^"]+"/, '"id":"evt_test_onboarding_replay"'))).status).toBe(200);
    expect(await accountsOf(email)).toHaveLength(1);
    expect(await prefsOf()).toMatchObject({ allergies: [], cuisines: ["Italian", "Mexican"], householdSize: 4 });
    // One welcome mail, worded for a new account, and no password-reset mail (docs/decisions/048).
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.map((m) => m.subject)).toEqual(["Welcome to Sierra Meal Planner: set your password"]);
    const welcome = mails[0]?.text ?? "";
    expect(welcome).toContain("we created your account for");
    expect(welcome).toContain("This link works once, for 24 hours.");
    expect(welcome).not.toMatch(/did not ask|ignore/i);
    // The link opens the password page worded for a new account.
    expect(welcome).toMatch(/\/auth\/callback\?type=recovery&token=[^&\s]+&welcome=1/);

    // The mailed link lives 24 h and sets the password; the profile shows what the chat heard.
    const client = new TestClient(t);
    const token = /token=([^&\s]+)/.exec(welcome)?.[1] ?? "";
    const [stored] = await t.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    const hoursLeft = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 3600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    expect((await client.request("/api/auth/reset-password", { json: { newPassword: DEFAULT_PASSWORD, token } })).status).toBe(200);
    expect((await client.request("/api/auth/sign-in/email", { json: { email, password: DEFAULT_PASSWORD } })).status).toBe(200);
    const profile = await client.json<{ preferences: Record<string, unknown> }>("/api/profile");
    expect(profile.body.preferences).toMatchObject({
      allergies: [],
      diets: ["vegetarian"],
      dislikes: [],
      cuisines: ["Italian", "Mexican"],
      cooking_complexity: "complex",
      household_size: 4,
      variety_preference: 8,
    });
  });

  it("a guest checkout tells its session, and cancelling it leads back to the onboarding offer", async () => {
    const res = await new TestClient(t).json<{ url: string; sessionId: string }>("/api/billing/guest-checkout", {
      json: { planType: "dinner", billingInterval: "3_months", email: uniqueEmail("onb-cancel"), firstName: "Cy", lastName: "Can", offer: "onboarding" },
    });
    expect(res.body.url).toBe(`/billing/sandbox/checkout/${res.body.sessionId}`);
    const view = await new TestClient(t).json<{ cancelUrl: string }>(`/api/billing/sandbox/checkout/${res.body.sessionId}`);
    expect(view.body.cancelUrl).toBe("/checkout/cancel?offer=onboarding");
    // Not paid yet: the result says pending, never a success.
    expect((await new TestClient(t).json(`/api/billing/checkout-result?session_id=${res.body.sessionId}`)).body).toMatchObject({
      outcome: "pending",
      accountCreated: false,
    });
    const standard = await new TestClient(t).json<{ sessionId: string }>("/api/billing/guest-checkout", {
      json: { planType: "dinner", billingInterval: "3_months", email: uniqueEmail("onb-std-cancel"), firstName: "Cy", lastName: "Can" },
    });
    expect((await new TestClient(t).json<{ cancelUrl: string }>(`/api/billing/sandbox/checkout/${standard.body.sessionId}`)).body.cancelUrl).toBe(
      "/checkout/cancel",
    );
  });

  it("a pending account cannot be claimed by another e-mail", async () => {
    const email = uniqueEmail("onb-owner");
    const intruder = uniqueEmail("onb-intruder");
    recorded = [];
    const id = await onboardingCheckout(email);
    await pay(id);
    await t.db.delete(user).where(eq(user.email, email));
    await t.db.update(pendingAccounts).set({ userId: null, processed: false }).where(eq(pendingAccounts.checkoutSessionId, id));
    // The same completion, paid under another address (a tampered or mistaken session).
    const completion = recorded.find((r) => r.includes("checkout.session.completed")) ?? "";
    const forged = completion.replace(/"id":"evt_test_[^"]+"/, '"id":"evt_test_other_email"').replace(email, intruder);
    expect(forged).toContain(intruder);
    expect((await post(forged)).status).toBe(200);
    expect(await accountsOf(intruder)).toEqual([]);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, intruder))).toEqual([]);
    const [owner] = await accountsOf(email);
    const [pending] = await t.db.select().from(pendingAccounts).where(eq(pendingAccounts.checkoutSessionId, id));
    expect(pending).toMatchObject({ email, userId: owner?.id, processed: true });
    // The checkout result names only the pending e-mail.
    expect((await new TestClient(t).json(`/api/billing/checkout-result?session_id=${id}`)).body).toMatchObject({ found: true, email });
  });
});
