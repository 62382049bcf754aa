import { and, desc, eq, ne } from "drizzle-orm";
import { INTERVAL_MONTHS, isAddon, SANDBOX_TEST_CARDS, BILLING_ERRORS, type BillingInterval, type PlanType } from "@sierra/shared";
import { SandboxProvider } from "../../../adapters/billing";
import type { AppDeps } from "../../../app-deps";
import { sandboxCustomers, sandboxSubscriptions } from "../../../db/schema";
import { AppError } from "../../../http/errors";
import { notFound } from "../errors";

/** Sandbox routes exist only with the sandbox provider: 404 with Stripe. */
export function sandboxOf(deps: AppDeps): SandboxProvider {
  if (!(deps.billing instanceof SandboxProvider)) throw notFound();
  return deps.billing;
}

export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export const periodAfter = (start: Date, interval: string) => addMonths(start, INTERVAL_MONTHS[interval as BillingInterval]);

export function cardBrand(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^5[1-5]/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "card";
}

/** The test cards: one declines now, one is accepted but fails at renewal, the rest succeed. */
export function checkCard(number: string) {
  if (number === SANDBOX_TEST_CARDS.declined) throw new AppError(402, "CARD_DECLINED", BILLING_ERRORS.cardDeclined);
  return { cardBrand: cardBrand(number), cardLast4: number.slice(-4), failsAtRenewal: number === SANDBOX_TEST_CARDS.failsAtRenewal };
}

export async function customerByToken(sandbox: SandboxProvider, token: string) {
  const [customer] = await sandbox.db.select().from(sandboxCustomers).where(eq(sandboxCustomers.portalToken, token));
  if (!customer) throw notFound();
  return customer;
}

/** The customer's base plan: the live one, else the newest ended one. */
export async function baseSubscription(sandbox: SandboxProvider, customerId: string) {
  const subs = await sandbox.db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.customerId, customerId))
    .orderBy(desc(sandboxSubscriptions.createdAt));
  const bases = subs.filter((s) => !isAddon(s.planType as PlanType));
  return { base: bases.find((s) => s.status !== "canceled") ?? bases[0] ?? null, subs };
}

export async function liveBase(sandbox: SandboxProvider, customerId: string) {
  const { base } = await baseSubscription(sandbox, customerId);
  if (!base || base.status === "canceled") throw new AppError(409, "NO_SUBSCRIPTION", "There is no active subscription.");
  return base;
}

export async function updateSubscription(sandbox: SandboxProvider, id: string, set: Partial<typeof sandboxSubscriptions.$inferInsert>) {
  const [row] = await sandbox.db
    .update(sandboxSubscriptions)
    .set(set)
    .where(and(eq(sandboxSubscriptions.id, id), ne(sandboxSubscriptions.status, "canceled")))
    .returning();
  if (!row) throw new AppError(409, "NO_SUBSCRIPTION", "There is no active subscription.");
  return row;
}
