import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { CheckoutResultResponse, SwitchQuote } from "@sierra/shared";
import { signedInUser, TestClient } from "../../testing/test-client";
import { billingInvoices } from "../../db/schema";
import { billingState, billingTestApp, GOOD_CARD, portal, portalToken, startCheckout, subscribe } from "./billing-test-helpers";

const app = billingTestApp("life");
const DAY = 86_400_000;
const preview = (client: TestClient, planType: string, billingInterval: string) =>
  client.json<SwitchQuote & { code?: string }>("/api/billing/switch-preview", { json: { planType, billingInterval } });
const result = (client: TestClient, sessionId: string) => client.json<CheckoutResultResponse>(`/api/billing/checkout-result?session_id=${sessionId}`);
const invoicesOf = (userId: string) => app.t.db.select().from(billingInvoices).where(eq(billingInvoices.userId, userId));

/** A customer whose trial ended and whose plan ran out. */
async function formerCustomer() {
  const me = await signedInUser(app.t);
  await subscribe(me.client);
  await portal(me.client, await portalToken(me.client), "cancel");
  await app.advance(me.id, "period_end");
  return me;
}

describe("what do I have: one summary", () => {
  it("says whether the trial is used, and what each plan plans", async () => {
    const me = await signedInUser(app.t);
    const fresh = await billingState(me.client);
    expect(fresh).toMatchObject({ kind: "none", trialUsed: false, allowedMealTypes: [] });
    expect(fresh.planMealTypes).toEqual({
      dinner: ["dinner"],
      all_day: ["breakfast", "lunch", "dinner", "snack"],
      breakfast_addon: ["breakfast", "dinner"],
      lunch_addon: ["lunch", "dinner"],
    });
    await subscribe(me.client, "all_day");
    expect(await billingState(me.client)).toMatchObject({ kind: "trial", trialUsed: true, allowedMealTypes: ["breakfast", "lunch", "dinner", "snack"] });
  });

  it("counts an admin's complimentary trial and plan, the same as the calendar does", async () => {
    const me = await signedInUser(app.t);
    await app.admin.json(`/api/admin/users/${me.id}/complimentary`, { json: { kind: "trial", days: 7 } });
    const trial = await billingState(me.client);
    expect(trial).toMatchObject({ kind: "trial", status: "trialing", complimentary: true, allowedMealTypes: ["dinner"], trialUsed: false });
    expect(trial.subscription.trial_active).toBe(true);
    expect((await me.client.json<{ allowedMealTypes: string[] }>("/api/me/subscription")).body.allowedMealTypes).toEqual(trial.allowedMealTypes);

    await app.admin.json(`/api/admin/users/${me.id}/complimentary`, { json: { kind: "plan", planType: "dinner", days: 30 } });
    expect(await billingState(me.client)).toMatchObject({ kind: "plan", status: "active", complimentary: true, allowedMealTypes: ["dinner"] });
  });
});

describe("subscribing again after the trial", () => {
  it("a used trial subscribes without one: paid today, active at once", async () => {
    const me = await formerCustomer();
    expect(await billingState(me.client)).toMatchObject({ kind: "none", trialUsed: true, status: "canceled" });
    expect(await startCheckout(me.client)).toMatchObject({ status: 409, body: { code: "TRIAL_ALREADY_USED" } });
    const started = await me.client.json<{ url: string }>("/api/billing/checkout", {
      json: { planType: "dinner", billingInterval: "12_months", withoutTrial: true },
    });
    const id = started.body.url.split("/").pop() ?? "";
    expect((await me.client.json(`/api/billing/sandbox/checkout/${id}`)).body).toMatchObject({ trialDays: 0, amountCents: 9998 });
    await me.client.json(`/api/billing/sandbox/checkout/${id}/pay`, { json: GOOD_CARD });
    expect(await billingState(me.client)).toMatchObject({ kind: "plan", status: "active", allowedMealTypes: ["dinner"] });
    expect((await result(me.client, id)).body).toMatchObject({ outcome: "paid", planType: "dinner", found: true });
    expect((await invoicesOf(me.id)).some((i) => i.amountCents === 9998 && i.status === "paid")).toBe(true);
  });
});

describe("add-ons", () => {
  it("are refused on All Day, where they are included", async () => {
    const me = await signedInUser(app.t);
    await subscribe(me.client, "all_day");
    for (const addon of ["breakfast_addon", "lunch_addon"])
      expect(await startCheckout(me.client, addon)).toEqual({ status: 409, body: { code: "INCLUDED_IN_ALL_DAY", message: "Included in All Day" } });
  });

  it("bought during the trial trial with the plan, to the same end", async () => {
    const me = await signedInUser(app.t);
    await subscribe(me.client);
    const started = await startCheckout(me.client, "breakfast_addon");
    const id = started.body.url.split("/").pop() ?? "";
    expect((await me.client.json<{ trialDays: number }>(`/api/billing/sandbox/checkout/${id}`)).body.trialDays).toBe(14);
    await me.client.json(`/api/billing/sandbox/checkout/${id}/pay`, { json: GOOD_CARD });
    expect((await result(me.client, id)).body.outcome).toBe("trial_started");
    const token = await portalToken(me.client);
    expect((await portal(me.client, token)).body.subscription.addons).toEqual(["breakfast_addon"]);
    // Nothing was charged for the add-on during the trial.
    expect((await invoicesOf(me.id)).every((i) => i.amountCents === 0)).toBe(true);
  });

  it("end with a prorated credit when the plan becomes All Day", async () => {
    const me = await signedInUser(app.t);
    await subscribe(me.client);
    await app.advance(me.id, "trial_end"); // paid dinner from here on
    await subscribe(me.client, "lunch_addon");
    expect((await billingState(me.client)).addons).toEqual(["lunch_addon"]);
    expect((await startCheckout(me.client, "all_day")).body).toEqual({ url: "/subscription?switched=1" });
    const state = await billingState(me.client);
    expect(state).toMatchObject({ addons: [], allowedMealTypes: ["breakfast", "lunch", "dinner", "snack"] });
    const credit = (await invoicesOf(me.id)).find((i) => i.amountCents < 0);
    // A fresh 12-month lunch add-on (19.98) is credited nearly whole.
    expect(credit?.amountCents).toBeLessThanOrEqual(-1990);
    expect(credit?.amountCents).toBeGreaterThanOrEqual(-1998);
    const view = await portal(me.client, await portalToken(me.client));
    expect(view.body.invoices.some((i) => i.description.startsWith("Credit for unused time"))).toBe(true);
  });

  it("can be removed in the portal, ending with the period; the plan stays", async () => {
    const me = await signedInUser(app.t);
    await subscribe(me.client);
    await subscribe(me.client, "breakfast_addon");
    const token = await portalToken(me.client);
    const removed = await portal(me.client, token, "remove-addon", { planType: "breakfast_addon" });
    expect(removed.status).toBe(200);
    expect(removed.body.subscription).toMatchObject({
      planType: "dinner",
      cancelAtPeriodEnd: false,
      addons: ["breakfast_addon"],
      addonsEnding: ["breakfast_addon"],
    });
    // Still paid for until the period ends.
    expect((await billingState(me.client)).addons).toEqual(["breakfast_addon"]);
    expect((await portal(me.client, token, "remove-addon", { planType: "lunch_addon" })).body).toMatchObject({ code: "NO_ADDON" });
    expect((await portal(me.client, token, "remove-addon", { planType: "dinner" })).status).toBe(400);
    const other = await signedInUser(app.t);
    expect((await portal(other.client, `${token}x`, "remove-addon", { planType: "breakfast_addon" })).status).toBe(404);
  });
});

describe("switching shows its price first", () => {
  it("during the trial: nothing due, the trial goes on", async () => {
    const me = await signedInUser(app.t);
    await subscribe(me.client);
    const quote = await preview(me.client, "all_day", "3_months");
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ planType: "all_day", billingInterval: "3_months", amountCents: 3599, creditCents: 0, dueTodayCents: 0 });
    const trialEnd = (await billingState(me.client)).subscription.trial_end;
    expect(quote.body.nextBillingDate).toBe(trialEnd);
    expect(await preview(me.client, "dinner", "12_months")).toMatchObject({ status: 409, body: { code: "CURRENT_PLAN" } });
  });

  it("after the trial: the credit, what is due today, charged as shown, a new period from today", async () => {
    const me = await signedInUser(app.t);
    await subscribe(me.client);
    await app.advance(me.id, "trial_end");
    const quote = (await preview(me.client, "all_day", "12_months")).body;
    expect(quote.amountCents).toBe(11998);
    expect(quote.creditCents).toBeGreaterThan(9900);
    expect(quote.dueTodayCents).toBe(quote.amountCents - quote.creditCents);
    expect(new Date(quote.nextBillingDate).getTime() - Date.now()).toBeGreaterThan(364 * DAY);
    await startCheckout(me.client, "all_day");
    const charged = (await invoicesOf(me.id)).map((i) => i.amountCents);
    // The charge matches the preview to the cent, give or take the seconds between the two calls.
    expect(charged.some((c) => Math.abs(c - quote.dueTodayCents) <= 1)).toBe(true);
    const token = await portalToken(me.client);
    const portalQuote = await me.client.json<SwitchQuote>(`/api/billing/sandbox/portal/${token}/switch-preview`, {
      json: { planType: "dinner", billingInterval: "3_months" },
    });
    expect(portalQuote.body).toMatchObject({ planType: "dinner", billingInterval: "3_months", amountCents: 2999, dueTodayCents: 0 });
  });

  it("needs a plan to switch from and a signed-in user", async () => {
    const me = await signedInUser(app.t);
    expect(await preview(me.client, "all_day", "12_months")).toMatchObject({ status: 409, body: { code: "NOT_A_SWITCH" } });
    expect((await preview(new TestClient(app.t), "all_day", "12_months")).status).toBe(401);
    expect((await preview(me.client, "all_day", "6_months")).status).toBe(400);
  });
});

describe("checkout result pages", () => {
  it("tell a started trial, a pending checkout and an unknown session apart", async () => {
    const me = await signedInUser(app.t);
    const started = await startCheckout(me.client);
    const id = started.body.url.split("/").pop() ?? "";
    expect((await result(me.client, id)).body).toMatchObject({ outcome: "pending", planType: "dinner" });
    await me.client.json(`/api/billing/sandbox/checkout/${id}/pay`, { json: GOOD_CARD });
    expect((await result(me.client, id)).body).toMatchObject({ outcome: "trial_started", planType: "dinner", found: true });
    expect((await result(new TestClient(app.t), "cs_test_made_up")).body).toEqual({
      outcome: "unknown",
      planType: null,
      found: false,
      email: null,
      accountCreated: false,
      signedIn: false,
    });
  });
});
