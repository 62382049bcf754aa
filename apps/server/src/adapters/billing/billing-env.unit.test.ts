import { describe, expect, it } from "vitest";
import Stripe from "stripe";
import { parseEnv } from "../../env";
import type { Database } from "../../db/client";
import { SandboxProvider } from "./sandbox/sandbox-provider";
import { eventObject } from "./sandbox/stripe-objects";

describe("billing configuration", () => {
  it("defaults to the sandbox", () => {
    expect(parseEnv({}).BILLING_PROVIDER).toBe("sandbox");
  });

  it("fails fast when Stripe is chosen without its secrets", () => {
    expect(() => parseEnv({ BILLING_PROVIDER: "stripe" })).toThrow("STRIPE_SECRET_KEY: required when BILLING_PROVIDER=stripe");
    expect(() => parseEnv({ BILLING_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_1" })).toThrow("STRIPE_WEBHOOK_SECRET");
    expect(() => parseEnv({ BILLING_PROVIDER: "paypal" })).toThrow("BILLING_PROVIDER");
  });

  it("refuses to start production on the sandbox unless BILLING_SANDBOX=1 says so, and says why", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      "BILLING_PROVIDER: production needs BILLING_PROVIDER=stripe; the sandbox accepts any made-up card and would give plans away. Set BILLING_SANDBOX=1 to run a demo with the sandbox on purpose.",
    );
    expect(() => parseEnv({ NODE_ENV: "production", BILLING_SANDBOX: "0" })).toThrow("BILLING_SANDBOX=1");
    expect(parseEnv({ NODE_ENV: "production", BILLING_SANDBOX: "1" }).BILLING_PROVIDER).toBe("sandbox");
    expect(parseEnv({ NODE_ENV: "production", BILLING_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "whsec" }).BILLING_PROVIDER).toBe(
      "stripe",
    );
    // Development and tests keep the offline default.
    expect(parseEnv({ NODE_ENV: "development" }).BILLING_PROVIDER).toBe("sandbox");
  });

  it("reads optional price ids per plan and interval", () => {
    const env = parseEnv({
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk",
      STRIPE_WEBHOOK_SECRET: "whsec",
      STRIPE_PRICE_DINNER_12_MONTHS: "price_d12",
      STRIPE_PRICE_LUNCH_ADDON_3_MONTHS: " price_l3 ",
    });
    expect(env.stripePrices).toEqual({ dinner_12_months: "price_d12", lunch_addon_3_months: "price_l3" });
  });
});

describe("sandbox signatures", () => {
  const sandbox = new SandboxProvider({} as Database, () => new Date("2026-11-21T12:00:00Z"));
  const payload = JSON.stringify(eventObject("invoice.paid", { id: "in_1" }, new Date()));

  it("accepts its own signature and refuses any other", () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: sandbox.webhookSecret });
    expect(sandbox.constructEvent(payload, header).type).toBe("invoice.paid");
    expect(() => sandbox.constructEvent(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" }))).toThrow();
    expect(() => sandbox.constructEvent(payload.replace("in_1", "in_2"), header)).toThrow();
    // Another process's sandbox has another secret.
    expect(new SandboxProvider({} as Database, () => new Date()).webhookSecret).not.toBe(sandbox.webhookSecret);
  });
});
