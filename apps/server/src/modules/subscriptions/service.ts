import { eq } from "drizzle-orm";
import { deriveSubscription, type BillingInterval, type PlanType, type Subscription } from "@sierra/shared";
import type { Database } from "../../db/client";
import { subscribers } from "../../db/schema";

type SubscriberRow = typeof subscribers.$inferSelect;
export type SubscriptionFields = Pick<SubscriberRow, "subscribed" | "planType" | "billingInterval" | "trialEnd" | "subscriptionEnd"> & {
  addons?: string[] | null;
};

export function toSubscription(row: SubscriptionFields | undefined, now: Date): Subscription {
  return deriveSubscription(
    row && {
      subscribed: row.subscribed,
      planType: row.planType as PlanType | null,
      billingInterval: row.billingInterval as BillingInterval | null,
      trialEnd: row.trialEnd,
      subscriptionEnd: row.subscriptionEnd,
      // Only when there are some: the spec's subscription object stays as it was for everyone else.
      ...(row.addons?.length ? { addons: row.addons as PlanType[] } : {}),
    },
    now,
  );
}

/** The signed-in user's own subscription; never another user's. */
export async function getSubscription(db: Database, userId: string, now: Date): Promise<Subscription> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId)).limit(1);
  return toSubscription(row, now);
}
