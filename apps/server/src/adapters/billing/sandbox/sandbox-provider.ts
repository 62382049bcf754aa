import { randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import Stripe from "stripe";
import { offerOf, priceCents, switchQuote, type BillingInterval, type PlanType } from "@sierra/shared";
import type { Database } from "../../../db/client";
import { sandboxCheckouts, sandboxCustomers, sandboxSubscriptions } from "../../../db/schema";
import type { BillingProvider, CheckoutInput, Executor, ProviderSubscription } from "../provider";
import { eventObject, invoiceObject, newId, subscriptionObject } from "./stripe-objects";

type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect;
/** A sandbox subscription's price: its plan, interval and the offer it was sold under. */
export const subscriptionPriceCents = (s: Pick<SandboxSubscription, "planType" | "billingInterval" | "metadata">) =>
  priceCents(s.planType as PlanType, s.billingInterval as BillingInterval, offerOf(s.metadata));

/** What the rest of a paid period is worth (nothing while trialing), as Stripe prorates: by time. */
export function unusedCents(s: SandboxSubscription, now: Date): number {
  if (s.status === "trialing") return 0;
  const start = s.currentPeriodStart.getTime();
  const end = s.currentPeriodEnd.getTime();
  if (end <= start || now.getTime() >= end) return 0;
  return Math.round((subscriptionPriceCents(s) * (end - Math.max(now.getTime(), start))) / (end - start));
}

export type WebhookDelivery = (rawBody: string, signature: string) => Promise<unknown>;

/**
 * The embedded provider: checkout sessions, customers and subscriptions in the app's own
 * database, charging nothing. Every change reaches the app's subscription state only as a
 * Stripe-shaped event, signed with a secret generated at start-up and handed to the same
 * webhook handler Stripe's events go through (in process: the same instance signs and checks).
 */
export class SandboxProvider implements BillingProvider {
  readonly kind = "sandbox" as const;
  readonly webhookSecret = `whsec_sandbox_${randomBytes(24).toString("base64url")}`;
  private deliver: WebhookDelivery | null = null;
  /** Tests collect events instead of delivering them, to replay them in any order. */
  capture: unknown[] | null = null;

  constructor(
    readonly db: Database,
    readonly now: () => Date,
  ) {}

  connect(deliver: WebhookDelivery) {
    this.deliver = deliver;
  }

  async emit(type: string, object: unknown, at: Date = this.now()) {
    const event = eventObject(type, object, at);
    const payload = JSON.stringify(event);
    if (this.capture) return void this.capture.push(event);
    if (!this.deliver) throw new Error("Sandbox webhook delivery is not connected");
    await this.deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret }));
  }

  async emitSubscription(type: string, s: SandboxSubscription, at?: Date) {
    await this.emit(type, subscriptionObject(s, subscriptionPriceCents(s)), at);
  }

  async createCheckout(input: CheckoutInput) {
    const id = newId("cs");
    const createdAt = this.now();
    await this.db.insert(sandboxCheckouts).values({
      id,
      userId: input.userId,
      email: input.email,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      planType: input.planType,
      billingInterval: input.billingInterval,
      amountCents: priceCents(input.planType, input.billingInterval, input.offer),
      offer: input.offer ?? "standard",
      trialDays: input.trialEnd ? Math.ceil((input.trialEnd.getTime() - createdAt.getTime()) / 86_400_000) : input.trialDays,
      trialEnd: input.trialEnd ?? null,
      customerId: input.customerId,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 24 * 3600_000),
    });
    return { id, url: `/billing/sandbox/checkout/${id}` };
  }

  async createPortal(customerId: string) {
    const [customer] = await this.db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
    if (!customer) throw new Error(`Unknown sandbox customer ${customerId}`);
    return { url: `/billing/sandbox/portal/${customer.portalToken}` };
  }

  async switchPlan(subscriptionId: string, planType: PlanType, billingInterval: BillingInterval) {
    const [s] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    if (!s) throw new Error(`Unknown sandbox subscription ${subscriptionId}`);
    // A switch is sold at the standard price: the onboarding offer was for the first plan.
    const { offer: _offer, ...kept } = s.metadata;
    const now = this.now();
    const quote = switchQuote(
      { ...s, billingInterval: s.billingInterval as BillingInterval, amountCents: subscriptionPriceCents(s) },
      planType,
      billingInterval,
      now,
    );
    // After the trial the new period starts today and the difference is charged (docs/decisions/051).
    const restart = s.status !== "trialing" ? { status: "active", currentPeriodStart: now, currentPeriodEnd: new Date(quote.nextBillingDate) } : {};
    const [updated] = await this.db
      .update(sandboxSubscriptions)
      .set({ planType, billingInterval, metadata: { ...kept, planType, billingInterval }, ...restart })
      .where(and(eq(sandboxSubscriptions.id, subscriptionId), ne(sandboxSubscriptions.status, "canceled")))
      .returning();
    if (!updated) return;
    if (quote.dueTodayCents > 0) await this.emit("invoice.paid", invoiceObject(updated, quote.dueTodayCents, true, now), now);
    await this.emitSubscription("customer.subscription.updated", updated);
  }

  async cancelNow(subscriptionId: string, options: { prorate?: boolean } = {}) {
    const now = this.now();
    const [before] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    const [ended] = await this.db
      .update(sandboxSubscriptions)
      .set({ status: "canceled", cancelAtPeriodEnd: false })
      .where(and(eq(sandboxSubscriptions.id, subscriptionId), ne(sandboxSubscriptions.status, "canceled")))
      .returning();
    if (!ended) return;
    const credit = options.prorate && before ? unusedCents(before, now) : 0;
    // Stripe's proration credit: a negative invoice line for the unused time, kept on the customer.
    if (credit > 0) await this.emit("invoice.paid", invoiceObject(ended, -credit, true, now), now);
    await this.emitSubscription("customer.subscription.deleted", ended);
  }

  async checkoutOutcome(sessionId: string) {
    const [c] = await this.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, sessionId));
    if (!c) return null;
    const planType = c.planType as PlanType;
    if (c.status !== "complete") return c.status === "open" && c.expiresAt > this.now() ? { outcome: "pending" as const, planType } : null;
    return { outcome: c.trialDays > 0 ? ("trial_started" as const) : ("paid" as const), planType };
  }

  async retrieveSubscription(id: string, exec: Executor): Promise<ProviderSubscription | null> {
    const [s] = await exec.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    if (!s) return null;
    const planType = s.planType as PlanType;
    const billingInterval = s.billingInterval as BillingInterval;
    return {
      id: s.id,
      customerId: s.customerId,
      planType,
      billingInterval,
      status: s.status as ProviderSubscription["status"],
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      currentPeriodEnd: s.currentPeriodEnd,
      trialEnd: s.trialEnd,
      amountCents: subscriptionPriceCents(s),
      metadata: s.metadata,
    };
  }

  constructEvent(rawBody: string, signature: string) {
    return Stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}
