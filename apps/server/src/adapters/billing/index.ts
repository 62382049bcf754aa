import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { BillingProvider } from "./provider";
import { SandboxProvider } from "./sandbox/sandbox-provider";
import { StripeProvider } from "./stripe-provider";

export type { BillingProvider } from "./provider";
export { SandboxProvider } from "./sandbox/sandbox-provider";

export function createBillingProvider(env: Env, db: Database, now: () => Date): BillingProvider {
  return env.BILLING_PROVIDER === "stripe" ? new StripeProvider(env) : new SandboxProvider(db, now);
}
