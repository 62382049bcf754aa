import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import Stripe from "stripe";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient, uniqueEmail } from "../../testing/test-client";
import {
  billingCustomers,
  billingEvents,
  billingInvoices,
  billingSubscriptions,
  outbox,
  pendingAccounts,
  subscribers,
  trialClaims,
  user,
} from "../../db/schema";
import type { SandboxProvider } from "../../adapters/billing";
import { receiveWebhook, retryPendingEvents } from "./webhook";
import { billingState, GOOD_CARD, portal, portalToken, signInAdmin, subscribe } from "./billing-test-helpers";

let t: TestApp;
let sandbox: SandboxProvider;
let admin: TestClient;
let recorded: string[] = [];
const adminEmail = uniqueEmail("webhook-admin");

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: "webhook-admin-pass" });
  sandbox = t.deps.billing as SandboxProvider;
  // Every signed event the sandbox sends is recorded on its way to the real handler.
  sandbox.connect(async (raw, signature) => {
    recorded.push(raw);
    return receiveWebhook(t.deps, raw, signature);
  });
  admin = await signInAdmin(t, adminEmail, "webhook-admin-pass");
});
afterAll(() => t.close());

const sign = (payload: string, secret = sandbox.webhookSecret) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
const post = (payload: string, signature = sign(payload)) =>
  new TestClient(t).request("/api/billing/webhook", {
    method: "POST",
    body: payload,
    headers: { "stripe-signature": signature, "content-type": "application/json" },
  });

describe("webhook endpoint", () => {
  it("refuses a bad or missing signature with 400 and stores nothing", async () => {
    const payload = JSON.stringify({ id: "evt_bad_sig", object: "event", type: "invoice.paid", created: 1, data: { object: {} } });
    expect((await post(payload, sign(payload, "whsec_someone_else"))).status).toBe(400);
    expect((await post(payload, "")).status).toBe(400);
    expect((await post(payload.replace("invoice", "invoicE"), sign(payload))).status).toBe(400);
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, "evt_bad_sig"))).toEqual([]);
  });

  it("acknowledges unknown event types and ignores them", async () => {
    const payload = JSON.stringify({
      id: `evt_unknown_${Date.now()}`,
      object: "event",
      type: "charge.dispute.created",
      created: 1,
      data: { object: { id: "dp_1" } },
    });
    const res = await post(payload);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
  });

  it("handles every event of a subscription's life", async () => {
    recorded = [];
    const me = await signedInUser(t);
    await subscribe(me.client);
    const token = await portalToken(me.client);
    await portal(me.client, token, "cancel");
    await admin.json("/api/admin/billing/sandbox/advance", { json: { userId: me.id, to: "trial_end" } });
    const types = recorded.map((r) => (JSON.parse(r) as { type: string }).type);
    expect(new Set(types)).toEqual(
      new Set([
        "checkout.session.completed",
        "customer.subscription.created",
        "invoice.paid",
        "customer.subscription.updated",
        "customer.subscription.trial_will_end",
        "customer.subscription.deleted",
      ]),
    );
    const events = await t.db
      .select()
      .from(billingEvents)
      .where(
        inArray(
          billingEvents.id,
          recorded.map((r) => (JSON.parse(r) as { id: string }).id),
        ),
      );
    expect(events.every((e) => e.processedAt !== null)).toBe(true);
    expect((await billingState(me.client)).status).toBe("canceled");
    const [row] = await t.db.select().from(subscribers).where(eq(subscribers.userId, me.id));
    expect(row).toMatchObject({ subscribed: false, source: "none" });
  });
});

/** Everything the app derived for one user, to compare runs. */
async function snapshot(client: TestClient, userId: string) {
  const [subs, invoices, [sub]] = await Promise.all([
    t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId)),
    t.db
      .select({ id: billingInvoices.id, status: billingInvoices.status, amount: billingInvoices.amountCents })
      .from(billingInvoices)
      .where(eq(billingInvoices.userId, userId)),
    t.db.select().from(subscribers).where(eq(subscribers.userId, userId)),
  ]);
  return {
    api: await billingState(client),
    subs: subs.map(({ updatedAt: _u, ...s }) => s).sort((a, b) => a.id.localeCompare(b.id)),
    invoices: invoices.sort((a, b) => a.id.localeCompare(b.id)),
    subscriber: sub && { ...sub, updatedAt: null },
  };
}

async function forgetBilling(userId: string, eventIds: string[]) {
  await t.db.delete(billingEvents).where(inArray(billingEvents.id, eventIds));
  await t.db.delete(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
  await t.db.delete(billingInvoices).where(eq(billingInvoices.userId, userId));
  await t.db.delete(billingCustomers).where(eq(billingCustomers.userId, userId));
  await t.db.delete(trialClaims).where(eq(trialClaims.userId, userId));
  await t.db.delete(subscribers).where(eq(subscribers.userId, userId));
}

const SCENARIOS = [
  ["trial"],
  ["trial", "cancel"],
  ["trial", "addon", "switch"],
  ["trial", "addon", "renew", "cancel", "end"],
  ["trial", "cancel", "resume", "renew"],
] as const;

describe("idempotent, order-independent processing", () => {
  it("3 deliveries of each event, shuffled and concurrent, end in the state of one ordered delivery", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: SCENARIOS.length - 1 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 60, maxLength: 60 }),
        async (which, keys) => {
          recorded = [];
          const me = await signedInUser(t);
          const advance = (to: string) => admin.json("/api/admin/billing/sandbox/advance", { json: { userId: me.id, to } });
          for (const step of SCENARIOS[which] ?? []) {
            if (step === "trial") await subscribe(me.client);
            if (step === "addon") await subscribe(me.client, "breakfast_addon", GOOD_CARD);
            if (step === "switch") await portal(me.client, await portalToken(me.client), "switch", { planType: "all_day", billingInterval: "3_months" });
            if (step === "cancel") await portal(me.client, await portalToken(me.client), "cancel");
            if (step === "resume") await portal(me.client, await portalToken(me.client), "resume");
            if (step === "renew") await advance("renewal");
            if (step === "end") await advance("period_end");
          }
          const expected = await snapshot(me.client, me.id);
          const events = [...recorded];
          const ids = events.map((e) => (JSON.parse(e) as { id: string }).id);
          await forgetBilling(me.id, ids);
          const deliveries = [...events, ...events, ...events].map((e, i) => ({ e, k: keys[i % keys.length] ?? 0 })).sort((a, b) => a.k - b.k);
          const statuses = await Promise.all(deliveries.map((d) => post(d.e).then((r) => r.status)));
          expect(statuses.every((s) => s === 200)).toBe(true);
          await retryPendingEvents(t.deps);
          expect(await snapshot(me.client, me.id)).toEqual(expected);
          const stored = await t.db.select().from(billingEvents).where(inArray(billingEvents.id, ids));
          expect(stored).toHaveLength(new Set(ids).size);
          expect(stored.every((s) => s.processedAt !== null)).toBe(true);
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);
});

describe("guest checkout", () => {
  it("makes exactly one verified account with a set-password link, however often completion arrives", async () => {
    const email = uniqueEmail("guest");
    const guest = new TestClient(t);
    recorded = [];
    const started = await guest.json<{ url: string }>("/api/billing/guest-checkout", {
      json: { planType: "dinner", billingInterval: "12_months", email: `  ${email.toUpperCase()} `, firstName: "Gia", lastName: "Guest" },
    });
    expect(started.status).toBe(200);
    const id = started.body.url.split("/").pop() ?? "";
    expect((await guest.json(`/api/billing/sandbox/checkout/${id}`)).body).toMatchObject({ email, trialDays: 14 });
    await guest.json(`/api/billing/sandbox/checkout/${id}/pay`, { json: GOOD_CARD });
    // Replays: the same events again, and a new event id for the same completed session.
    for (const raw of recorded) await post(raw);
    const completion = recorded.find((r) => r.includes("checkout.session.completed")) ?? "";
    await post(completion.replace(/"id":"evt_test_[^"]+"/, '"id":"evt_test_replayed_completion"'));
    const accounts = await t.db.select().from(user).where(eq(user.email, email));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ emailVerified: true, name: "Gia Guest" });
    const [pending] = await t.db.select().from(pendingAccounts).where(eq(pendingAccounts.checkoutSessionId, id));
    expect(pending).toMatchObject({ email, processed: true, userId: accounts[0]?.id });
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.some((m) => /auth\/callback\?type=recovery&token=/.test(m.text))).toBe(true);
    // The session id (a secret) shows its own e-mail; other ids learn nothing.
    expect((await guest.json(`/api/billing/checkout-result?session_id=${id}`)).body).toEqual({
      outcome: "trial_started",
      planType: "dinner",
      found: true,
      email,
      accountCreated: true,
      signedIn: false,
    });
    expect((await guest.json("/api/billing/checkout-result?session_id=cs_test_guess")).body).toMatchObject({ found: false, email: null });
    // The address now has an account (and a used trial).
    expect((await guest.json("/api/billing/guest-checkout", { json: { planType: "dinner", billingInterval: "12_months", email } })).body).toMatchObject({
      code: "ACCOUNT_EXISTS",
    });
    const [sub] = await t.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.userId, accounts[0]?.id ?? ""));
    expect(sub).toMatchObject({ subscribed: true, planType: "dinner", source: "sandbox" });
  });

  it("never verifies an unverified account that took the address meanwhile; the payer gets the set-password link", async () => {
    const email = uniqueEmail("squatted");
    const guest = new TestClient(t);
    const started = await guest.json<{ url: string }>("/api/billing/guest-checkout", { json: { planType: "dinner", billingInterval: "12_months", email } });
    const id = started.body.url.split("/").pop() ?? "";
    const squatter = new TestClient(t);
    expect(
      (
        await squatter.request("/api/auth/sign-up/email", {
          json: { name: "Squatter", email, password: "squatter-pass-123", phoneNumber: "+1 (555) 123-4567" },
        })
      ).status,
    ).toBe(200);
    await guest.json(`/api/billing/sandbox/checkout/${id}/pay`, { json: GOOD_CARD });
    const accounts = await t.db.select().from(user).where(eq(user.email, email));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.emailVerified).toBe(false);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.some((m) => /type=recovery/.test(m.text))).toBe(true);
    expect((await squatter.request("/api/auth/sign-in/email", { json: { email, password: "squatter-pass-123" } })).status).toBe(403);
  });

  it("a signed-in user cannot claim someone else's pending account", async () => {
    const other = await signedInUser(t);
    const [pending] = await t.db.select().from(pendingAccounts).limit(1);
    const res = await other.client.json(`/api/billing/checkout-result?session_id=${pending?.checkoutSessionId}`);
    expect(res.body).toMatchObject({ signedIn: false });
    expect((await billingState(other.client)).status).toBe("none");
  });
});
