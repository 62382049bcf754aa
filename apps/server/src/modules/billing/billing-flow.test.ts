import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { signedInUser, TestClient } from "../../testing/test-client";
import { outbox, user } from "../../db/schema";
import { billingState, billingTestApp, DECLINED_CARD, portal, portalToken, RENEWAL_FAILS_CARD, startCheckout, subscribe } from "./billing-test-helpers";

const app = billingTestApp("billing");
const DAY = 86_400_000;

describe("checkout and the 14-day trial", () => {
  it("refuses visitors with the spec's texts", async () => {
    const anon = new TestClient(app.t);
    expect(await anon.json("/api/billing/checkout", { json: { planType: "dinner", billingInterval: "12_months" } })).toEqual({
      status: 401,
      body: { code: "UNAUTHENTICATED", message: "Please log in to subscribe" },
    });
    expect(await anon.json("/api/billing/portal", { method: "POST" })).toEqual({
      status: 401,
      body: { code: "UNAUTHENTICATED", message: "Please log in to manage your subscription" },
    });
    expect((await anon.json("/api/billing/subscription")).status).toBe(401);
  });

  it("starts a trial through the sandbox, declines the declined card, and shows the state", async () => {
    const me = await signedInUser(app.t);
    expect((await billingState(me.client)).status).toBe("none");
    const started = await startCheckout(me.client);
    const id = started.body.url.split("/").pop() ?? "";
    expect(started.body.url).toBe(`/billing/sandbox/checkout/${id}`);
    const view = await me.client.json(`/api/billing/sandbox/checkout/${id}`);
    expect(view.body).toMatchObject({
      id,
      planType: "dinner",
      billingInterval: "12_months",
      amountCents: 9998,
      currency: "usd",
      trialDays: 14,
      status: "open",
      cancelUrl: "/checkout/cancel",
    });
    expect(await me.client.json(`/api/billing/sandbox/checkout/${id}/pay`, { json: DECLINED_CARD })).toEqual({
      status: 402,
      body: { code: "CARD_DECLINED", message: "Your card was declined." },
    });
    await subscribe(me.client);
    const state = await billingState(me.client);
    expect(state).toMatchObject({
      status: "trialing",
      cancelAtPeriodEnd: false,
      addons: [],
      allowedMealTypes: ["dinner"],
      provider: "sandbox",
      complimentary: false,
    });
    expect(state.subscription).toMatchObject({ subscribed: true, plan_type: "dinner", billing_interval: "12_months", trial_active: true });
    expect(new Date(state.subscription.trial_end ?? 0).getTime() - Date.now()).toBeGreaterThan(13.9 * DAY);
    // The rest of the app reads the same summary.
    expect((await me.client.json<{ allowedMealTypes: string[] }>("/api/me/subscription")).body.allowedMealTypes).toEqual(["dinner"]);
  });

  it("gives one trial per person, across accounts with the same e-mail", async () => {
    const me = await signedInUser(app.t);
    await subscribe(me.client);
    const token = await portalToken(me.client);
    await portal(me.client, token, "cancel");
    await app.advance(me.id, "period_end");
    expect((await billingState(me.client)).status).toBe("canceled");
    expect(await startCheckout(me.client)).toMatchObject({ status: 409, body: { code: "TRIAL_ALREADY_USED" } });
    // Deleted and registered again with the same address (the same person): still used.
    await app.t.db.delete(user).where(eq(user.id, me.id));
    const again = await signedInUser(app.t, { email: me.email });
    expect(await startCheckout(again.client, "all_day")).toMatchObject({ status: 409, body: { code: "TRIAL_ALREADY_USED" } });
    // Paying straight away stays possible.
    const paid = await again.client.json<{ url: string }>("/api/billing/checkout", {
      json: { planType: "all_day", billingInterval: "12_months", withoutTrial: true },
    });
    expect(paid.status).toBe(200);
  });
});

describe("portal, add-ons and the sandbox clock", () => {
  it("cancels at period end, resumes, switches, adds and ends add-ons", async () => {
    const me = await signedInUser(app.t);
    expect(await startCheckout(me.client, "breakfast_addon")).toEqual({ status: 409, body: { code: "REQUIRES_DINNER_PLAN", message: "Requires Dinner Plan" } });
    await subscribe(me.client);
    expect(await startCheckout(me.client)).toMatchObject({ status: 409, body: { code: "CURRENT_PLAN" } });
    const token = await portalToken(me.client);
    expect((await portal(me.client, token, "cancel")).body.subscription.cancelAtPeriodEnd).toBe(true);
    expect((await billingState(me.client)).cancelAtPeriodEnd).toBe(true);
    expect((await portal(me.client, token, "resume")).body.subscription.cancelAtPeriodEnd).toBe(false);

    await subscribe(me.client, "lunch_addon");
    let state = await billingState(me.client);
    expect(state.addons).toEqual(["lunch_addon"]);
    expect(state.allowedMealTypes).toEqual(["lunch", "dinner"]);
    expect((await me.client.json<{ allowedMealTypes: string[] }>("/api/me/subscription")).body.allowedMealTypes).toEqual(["lunch", "dinner"]);

    // A base-plan checkout while subscribed switches directly.
    expect(await startCheckout(me.client, "all_day")).toEqual({ status: 200, body: { url: "/subscription?switched=1" } });
    state = await billingState(me.client);
    expect(state.subscription.plan_type).toBe("all_day");
    expect(state.allowedMealTypes).toEqual(["breakfast", "lunch", "dinner", "snack"]);
    expect((await portal(me.client, token, "switch", { planType: "dinner", billingInterval: "3_months" })).body.subscription).toMatchObject({
      planType: "dinner",
      billingInterval: "3_months",
    });

    expect((await app.advance(me.id, "trial_end")).status).toBe(200);
    state = await billingState(me.client);
    expect(state.status).toBe("active");
    expect(state.subscription.trial_active).toBe(false);
    const mails = await app.t.db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(mails.some((m) => m.subject === "Your free trial ends in 3 days")).toBe(true);

    await portal(me.client, token, "cancel");
    await app.advance(me.id, "period_end");
    state = await billingState(me.client);
    expect(state).toMatchObject({ status: "canceled", addons: [], allowedMealTypes: [] });
    const view = await portal(me.client, token);
    expect(view.body.invoices.some((i) => i.status === "paid" && i.amountCents === 2999)).toBe(true);
  });

  it("a card that fails at renewal leaves the plan past due (usable, mailed) until a new card pays", async () => {
    const me = await signedInUser(app.t);
    await subscribe(me.client, "dinner", RENEWAL_FAILS_CARD);
    await app.advance(me.id, "trial_end");
    let state = await billingState(me.client);
    expect(state).toMatchObject({ status: "past_due", allowedMealTypes: ["dinner"] });
    const mails = await app.t.db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(mails.some((m) => m.subject === "Your payment failed")).toBe(true);
    const token = await portalToken(me.client);
    expect((await portal(me.client, token, "update-card", { cardNumber: "4000000000000002", expiry: "12/34", cvc: "123" })).status).toBe(402);
    await portal(me.client, token, "update-card", { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" });
    state = await billingState(me.client);
    expect(state.status).toBe("active");
  });

  it("keeps each user to their own subscription and portal", async () => {
    const a = await signedInUser(app.t);
    const b = await signedInUser(app.t);
    await subscribe(a.client);
    expect((await billingState(b.client)).status).toBe("none");
    expect((await b.client.json("/api/billing/portal", { method: "POST" })).status).toBe(404);
    const aToken = await portalToken(a.client);
    expect((await portal(b.client, `${aToken}x`)).status).toBe(404);
    // Members cannot move anyone's clock.
    expect((await b.client.json("/api/admin/billing/sandbox/advance", { json: { userId: a.id, to: "renewal" } })).status).toBe(403);
  });

  it("keeps an admin's complimentary grant when billing gives nothing", async () => {
    const me = await signedInUser(app.t);
    const grant = await app.admin.json(`/api/admin/users/${me.id}/complimentary`, { json: { kind: "plan", planType: "all_day", days: 30 } });
    expect(grant.status).toBe(200);
    expect(await billingState(me.client)).toMatchObject({ status: "active", complimentary: true, allowedMealTypes: ["breakfast", "lunch", "dinner", "snack"] });
  });

  it("gives admins real figures and a user's billing history", async () => {
    type Stats = { totalRevenue: number; monthlyRecurringRevenue: number; mrrByPlan: Record<string, number>; trialsConverted: number; pastDue: number };
    const before = (await app.admin.json<Stats>("/api/admin/stats")).body;
    const me = await signedInUser(app.t);
    await subscribe(me.client);
    await app.advance(me.id, "trial_end");
    const late = await signedInUser(app.t);
    await subscribe(late.client, "dinner", RENEWAL_FAILS_CARD);
    await app.advance(late.id, "trial_end");
    const after = (await app.admin.json<Stats>("/api/admin/stats")).body;
    expect(after.monthlyRecurringRevenue).toBe(Object.values(after.mrrByPlan).reduce((a, b) => a + b, 0));
    // On PostgreSQL other test files write to the same database meanwhile: exact deltas on PGlite only.
    if (process.env.TEST_DB_KIND !== "postgres") {
      // 12 months of dinner at 99.98 is 8.33 a month; the past-due plan still counts while in grace.
      expect(after.mrrByPlan.dinner! - before.mrrByPlan.dinner!).toBe(2 * 833);
      expect(after.monthlyRecurringRevenue - before.monthlyRecurringRevenue).toBe(2 * 833);
      expect(after.totalRevenue - before.totalRevenue).toBe(9998);
      expect(after.trialsConverted - before.trialsConverted).toBe(1);
      expect(after.pastDue - before.pastDue).toBe(1);
    }
    const history = await app.admin.json<{ subscriptions: unknown[]; invoices: { amountCents: number; status: string }[] }>(
      `/api/admin/users/${me.id}/billing`,
    );
    expect(history.body.subscriptions).toHaveLength(1);
    expect(history.body.invoices.map((i) => [i.amountCents, i.status])).toEqual([
      [9998, "paid"],
      [0, "paid"],
    ]);
    expect((await late.client.json(`/api/admin/users/${me.id}/billing`)).status).toBe(403);
  });
});
