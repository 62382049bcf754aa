import { afterAll, beforeAll, expect } from "vitest";
import type { BillingSubscriptionResponse, SandboxPortalView } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { TestClient, uniqueEmail } from "../../testing/test-client";

export const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Test Cook" };
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: "4000 0000 0000 0002" };
export const RENEWAL_FAILS_CARD = { ...GOOD_CARD, cardNumber: "4000 0000 0000 0341" };

export async function startCheckout(client: TestClient, planType = "dinner", billingInterval = "12_months") {
  const res = await client.json<{ url: string; code?: string }>("/api/billing/checkout", { json: { planType, billingInterval } });
  return res;
}

/** Checkout and pay in the sandbox; returns the checkout session id. */
export async function subscribe(client: TestClient, planType = "dinner", card = GOOD_CARD) {
  const started = await startCheckout(client, planType);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const id = started.body.url.split("/").pop() ?? "";
  const paid = await client.json<{ redirectUrl: string }>(`/api/billing/sandbox/checkout/${id}/pay`, { json: card });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect(paid.body.redirectUrl).toBe(`/checkout/success?session_id=${id}`);
  return id;
}

export async function billingState(client: TestClient) {
  const res = await client.json<BillingSubscriptionResponse>("/api/billing/subscription");
  expect(res.status).toBe(200);
  return res.body;
}

export async function portalToken(client: TestClient) {
  const res = await client.json<{ url: string }>("/api/billing/portal", { method: "POST" });
  expect(res.status).toBe(200);
  return res.body.url.split("/").pop() ?? "";
}

export async function portal(client: TestClient, token: string, action?: string, json?: unknown) {
  const path = `/api/billing/sandbox/portal/${token}${action ? `/${action}` : ""}`;
  return client.json<SandboxPortalView & { code?: string }>(path, action ? { method: "POST", json } : {});
}

export async function signInAdmin(t: TestApp, email: string, password: string) {
  const client = new TestClient(t);
  const res = await client.request("/api/auth/sign-in/email", { json: { email, password } });
  expect(res.status).toBe(200);
  return client;
}

/**
 * A test file's app with its admin signed in, opened before and closed after the file's tests;
 * read `app.t` and `app.admin` inside tests. `advance` moves a user's sandbox clock.
 */
export function billingTestApp(label: string) {
  const env = { ADMIN_EMAIL: uniqueEmail(`${label}-admin`), ADMIN_PASSWORD: `${label}-admin-pass-1` };
  const app = {} as { t: TestApp; admin: TestClient; advance: (userId: string, to: string) => ReturnType<TestClient["json"]> };
  beforeAll(async () => {
    app.t = await createTestApp(env);
    app.admin = await signInAdmin(app.t, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    app.advance = (userId, to) => app.admin.json("/api/admin/billing/sandbox/advance", { json: { userId, to } });
  });
  afterAll(() => app.t.close());
  return app;
}
