import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";

/** A local stand-in for api.stripe.com: records each request, answers like Stripe would. */
interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  auth: string | undefined;
}
const seen: Seen[] = [];
let subscriptionStatus = "trialing";
let server: Server;
let t: TestApp;
const WEBHOOK_SECRET = "whsec_local_test_secret";
const trialEnd = Math.floor(Date.now() / 1000) + 14 * 86_400;

const subscription = (userId: string) => ({
  id: "sub_local_1",
  object: "subscription",
  customer: "cus_local_1",
  status: subscriptionStatus,
  cancel_at_period_end: false,
  trial_end: trialEnd,
  metadata: { userId, planType: "dinner", billingInterval: "12_months" },
  items: {
    object: "list",
    data: [{ id: "si_1", current_period_end: trialEnd, price: { id: "price_dinner_12", lookup_key: "sierra_dinner_12_months", unit_amount: 9998 } }],
  },
});

let currentUserId = "";
function answer(req: IncomingMessage, path: string): unknown {
  if (path === "/v1/prices") {
    const key = [...new URL(req.url ?? "/", "http://localhost").searchParams].find(([k]) => k.startsWith("lookup_keys"))?.[1];
    return { object: "list", data: [{ id: key === "sierra_dinner_12_months" ? "price_dinner_12" : `price_for_${key}`, object: "price" }], has_more: false };
  }
  if (path === "/v1/checkout/sessions") return { id: "cs_local_1", object: "checkout.session", url: "https://checkout.stripe.test/c/pay/cs_local_1" };
  if (path === "/v1/checkout/sessions/cs_local_1")
    return { id: "cs_local_1", object: "checkout.session", status: "complete", payment_status: "no_payment_required", metadata: { planType: "dinner" } };
  if (path === "/v1/billing_portal/sessions") return { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/p/session_1" };
  if (path === "/v1/subscriptions/sub_local_1") return subscription(currentUserId);
  return { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      seen.push({ method: req.method ?? "", path: url.pathname, query: url.searchParams, form: new URLSearchParams(body), auth: req.headers.authorization });
      const out = answer(req, url.pathname);
      res.writeHead((out as { error?: unknown }).error ? 404 : 200, { "content-type": "application/json", "request-id": "req_local" });
      res.end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    BILLING_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_local",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const postEvent = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  return new TestClient(t).request("/api/billing/webhook", {
    method: "POST",
    body: payload,
    headers: { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
  });
};

describe("Stripe adapter against a local Stripe API", () => {
  it("creates a subscription checkout with the server's price, the trial and the user's metadata", async () => {
    const me = await signedInUser(t);
    currentUserId = me.id;
    const res = await me.client.json("/api/billing/checkout", { json: { planType: "dinner", billingInterval: "12_months" } });
    expect(res).toEqual({ status: 200, body: { url: "https://checkout.stripe.test/c/pay/cs_local_1" } });
    const lookup = seen.find((s) => s.path === "/v1/prices");
    expect(lookup?.method).toBe("GET");
    expect([...(lookup?.query.entries() ?? [])].filter(([k]) => k.startsWith("lookup_keys")).map(([, v]) => v)).toEqual(["sierra_dinner_12_months"]);
    const create = seen.find((s) => s.path === "/v1/checkout/sessions");
    expect(create?.method).toBe("POST");
    expect(create?.auth).toBe("Bearer sk_test_local");
    const form = Object.fromEntries(create?.form ?? []);
    expect(form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_dinner_12",
      "line_items[0][quantity]": "1",
      customer_email: me.email,
      client_reference_id: me.id,
      "metadata[userId]": me.id,
      "subscription_data[trial_period_days]": "14",
      "subscription_data[metadata][planType]": "dinner",
      success_url: "http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/checkout/cancel",
    });

    // The completion webhook, signed with the SDK's own helper, re-reads the subscription.
    const completed = {
      id: "evt_local_1",
      object: "event",
      type: "checkout.session.completed",
      created: 100,
      data: {
        object: { id: "cs_local_1", object: "checkout.session", customer: "cus_local_1", subscription: "sub_local_1", metadata: { userId: me.id, trial: "1" } },
      },
    };
    expect((await postEvent(completed, "whsec_wrong")).status).toBe(400);
    expect((await postEvent(completed)).status).toBe(200);
    expect(seen.some((s) => s.method === "GET" && s.path === "/v1/subscriptions/sub_local_1")).toBe(true);
    const state = await me.client.json<{ status: string; provider: string; allowedMealTypes: string[] }>("/api/billing/subscription");
    expect(state.body).toMatchObject({ status: "trialing", provider: "stripe", allowedMealTypes: ["dinner"] });

    // The portal session is for the user's own customer.
    const portal = await me.client.json("/api/billing/portal", { method: "POST" });
    expect(portal).toEqual({ status: 200, body: { url: "https://billing.stripe.test/p/session_1" } });
    expect(Object.fromEntries(seen.find((s) => s.path === "/v1/billing_portal/sessions")?.form ?? [])).toEqual({
      customer: "cus_local_1",
      return_url: "http://localhost:3000/subscription",
    });

    subscriptionStatus = "past_due";
    await postEvent({
      id: "evt_local_2",
      object: "event",
      type: "customer.subscription.updated",
      created: 200,
      data: { object: { id: "sub_local_1", object: "subscription", customer: "cus_local_1" } },
    });
    expect((await me.client.json<{ status: string }>("/api/billing/subscription")).body.status).toBe("past_due");

    // A base-plan checkout while subscribed switches the subscription's item in place, prorated.
    expect(await me.client.json("/api/billing/checkout", { json: { planType: "all_day", billingInterval: "12_months" } })).toEqual({
      status: 200,
      body: { url: "/subscription?switched=1" },
    });
    const update = seen.find((s) => s.method === "POST" && s.path === "/v1/subscriptions/sub_local_1");
    expect(Object.fromEntries(update?.form ?? [])).toMatchObject({
      "items[0][id]": "si_1",
      "items[0][price]": "price_for_sierra_all_day_12_months",
      // After the trial a switch starts a new period today and charges the prorated rest now, as previewed.
      proration_behavior: "always_invoice",
      billing_cycle_anchor: "now",
      "metadata[planType]": "all_day",
    });
  });

  it("reads a checkout's outcome from Stripe; a session Stripe does not know is unknown", async () => {
    const anon = new TestClient(t);
    expect((await anon.json("/api/billing/checkout-result?session_id=cs_local_1")).body).toMatchObject({
      outcome: "trial_started",
      planType: "dinner",
      found: true,
    });
    expect((await anon.json("/api/billing/checkout-result?session_id=cs_made_up")).body).toMatchObject({ outcome: "unknown", found: false });
  });

  it("has no sandbox pages with Stripe", async () => {
    expect((await new TestClient(t).json("/api/billing/sandbox/checkout/cs_anything")).status).toBe(404);
  });
});
