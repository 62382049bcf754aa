import Stripe from "stripe";
import { BILLING_INTERVALS, offerOf, PLAN_TYPES, PRICE_OFFERS, priceCents, type BillingInterval, type PlanType, type PriceOffer } from "@sierra/shared";
import type { Env } from "../../env";
import { checkoutCancelPath, CHECKOUT_SUCCESS_PATH, type BillingProvider, type CheckoutInput, type ProviderSubscription } from "./provider";

const offerSuffix = (offer: PriceOffer) => (offer === "standard" ? "" : `_${offer}`);
export const lookupKey = (plan: PlanType, interval: BillingInterval, offer: PriceOffer = "standard") => `sierra_${plan}_${interval}${offerSuffix(offer)}`;
// Stripe's statuses in the app's terms: unpaid keeps the grace state; paused counts as not live.
const STATUS: Record<string, ProviderSubscription["status"]> = {
  trialing: "trialing",
  active: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  incomplete_expired: "canceled",
  incomplete: "incomplete",
  paused: "incomplete",
};
const fromSeconds = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

/** Stripe through the official SDK. Prices are configured ids or lookup keys, never amounts from a client. */
export class StripeProvider implements BillingProvider {
  readonly kind = "stripe" as const;
  readonly stripe: Stripe;
  private priceIds = new Map<string, string>();

  constructor(private readonly env: Env) {
    const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
    this.stripe = new Stripe(env.STRIPE_SECRET_KEY ?? "", {
      maxNetworkRetries: 2,
      ...(base ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(":", "") as "http" | "https" } : {}),
    });
    for (const [key, id] of Object.entries(env.stripePrices)) this.priceIds.set(key, id);
  }

  /** The price id for a plan: STRIPE_PRICE_<PLAN>_<N>_MONTHS, else looked up once by lookup key. */
  async priceId(plan: PlanType, interval: BillingInterval, offer: PriceOffer = "standard"): Promise<string> {
    const key = `${plan}_${interval}${offerSuffix(offer)}`;
    const known = this.priceIds.get(key);
    if (known) return known;
    const found = await this.stripe.prices.list({ lookup_keys: [lookupKey(plan, interval, offer)], active: true, limit: 1 });
    const id = found.data[0]?.id;
    if (!id) throw new Error(`No Stripe price with lookup key ${lookupKey(plan, interval, offer)}`);
    this.priceIds.set(key, id);
    return id;
  }

  async createCheckout(input: CheckoutInput) {
    const metadata: Record<string, string> = {
      planType: input.planType,
      billingInterval: input.billingInterval,
      trial: input.trialDays > 0 || input.trialEnd ? "1" : "0",
      ...(input.offer === "onboarding" ? { offer: input.offer } : {}),
      ...(input.userId ? { userId: input.userId } : { guest: "1", firstName: input.firstName ?? "", lastName: input.lastName ?? "" }),
    };
    const session = await this.stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: await this.priceId(input.planType, input.billingInterval, input.offer), quantity: 1 }],
      ...(input.customerId ? { customer: input.customerId } : input.email ? { customer_email: input.email } : {}),
      ...(input.userId ? { client_reference_id: input.userId } : {}),
      metadata,
      subscription_data: {
        metadata,
        ...(input.trialEnd ? { trial_end: Math.floor(input.trialEnd.getTime() / 1000) } : input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
      },
      success_url: `${this.env.appUrl}${CHECKOUT_SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${this.env.appUrl}${checkoutCancelPath(input.offer)}`,
    });
    if (!session.url) throw new Error("Stripe returned no checkout url");
    return { id: session.id, url: session.url };
  }

  async createPortal(customerId: string) {
    const portal = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${this.env.appUrl}/subscription` });
    return { url: portal.url };
  }

  async switchPlan(subscriptionId: string, planType: PlanType, interval: BillingInterval) {
    const current = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error(`Subscription ${subscriptionId} has no item`);
    await this.stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: await this.priceId(planType, interval) }],
      // As the app's preview says (docs/decisions/051): in the trial the plan changes and the
      // trial goes on; after it a new period starts today and the prorated rest is charged now.
      ...(current.status === "trialing"
        ? { proration_behavior: "none" as const }
        : { proration_behavior: "always_invoice" as const, billing_cycle_anchor: "now" as const }),
      // A switch is sold at the standard price: the onboarding offer was for the first plan ("" unsets it).
      metadata: { ...current.metadata, planType, billingInterval: interval, offer: "" },
    });
  }

  async cancelNow(subscriptionId: string, options: { prorate?: boolean } = {}) {
    // prorate + invoice_now: Stripe credits the unused time to the customer's balance at once.
    await this.stripe.subscriptions.cancel(subscriptionId, options.prorate ? { prorate: true, invoice_now: true } : {});
  }

  async checkoutOutcome(sessionId: string) {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
    const planType = (PLAN_TYPES as readonly string[]).includes(session.metadata?.planType ?? "") ? (session.metadata!.planType as PlanType) : null;
    if (session.status === "open") return { outcome: "pending" as const, planType };
    if (session.status !== "complete") return null;
    if (session.payment_status === "unpaid") return { outcome: "pending" as const, planType };
    return { outcome: session.payment_status === "no_payment_required" ? ("trial_started" as const) : ("paid" as const), planType };
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const s = await this.stripe.subscriptions.retrieve(id);
    const item = s.items.data[0];
    const plan = this.planOf(item?.price);
    if (!plan) throw new Error(`Subscription ${id} has a price this app does not sell`);
    const status = STATUS[s.status] ?? "incomplete";
    return {
      id: s.id,
      customerId: typeof s.customer === "string" ? s.customer : s.customer.id,
      planType: plan.planType,
      billingInterval: plan.billingInterval,
      status,
      cancelAtPeriodEnd: s.cancel_at_period_end,
      currentPeriodEnd: fromSeconds(item?.current_period_end),
      trialEnd: fromSeconds(s.trial_end),
      amountCents: item?.price.unit_amount ?? priceCents(plan.planType, plan.billingInterval, offerOf(s.metadata)),
      metadata: s.metadata,
    };
  }

  /** Plan of a price: by lookup key, else by a configured price id. */
  private planOf(price: Stripe.Price | undefined): { planType: PlanType; billingInterval: BillingInterval } | null {
    if (!price) return null;
    for (const planType of PLAN_TYPES) {
      for (const billingInterval of BILLING_INTERVALS) {
        for (const offer of PRICE_OFFERS) {
          const key = `${planType}_${billingInterval}${offerSuffix(offer)}`;
          if (price.lookup_key === lookupKey(planType, billingInterval, offer) || this.priceIds.get(key) === price.id) return { planType, billingInterval };
        }
      }
    }
    return null;
  }

  constructEvent(rawBody: string, signature: string) {
    return Stripe.webhooks.constructEvent(rawBody, signature, this.env.STRIPE_WEBHOOK_SECRET ?? "");
  }
}
