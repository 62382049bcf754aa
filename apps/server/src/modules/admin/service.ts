import { and, count, desc, eq, gt, ilike, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { communityAuthors, subscribers, user } from "../../db/schema";
import { AppError } from "../../http/errors";
import { toSubscription } from "../subscriptions/service";

export async function getAdminStats(db: Database, now: Date) {
  const activePlan = and(eq(subscribers.subscribed, true), or(isNull(subscribers.subscriptionEnd), gt(subscribers.subscriptionEnd, now)));
  const [[users], [subs], [trials]] = await Promise.all([
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(subscribers).where(activePlan),
    db.select({ n: count() }).from(subscribers).where(gt(subscribers.trialEnd, now)),
  ]);
  // The spec fixes totalRevenue at 0: payments are not counted here.
  return { totalUsers: users?.n ?? 0, subscribers: subs?.n ?? 0, activeTrials: trials?.n ?? 0, totalRevenue: 0 };
}

export const ADMIN_PAGE_SIZE = 25;

export async function listUsers(db: Database, opts: { search?: string; page: number }, now: Date) {
  const filter = opts.search ? ilike(user.email, `%${opts.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user, subscriber: subscribers, author: { id: communityAuthors.publicId, suspendedAt: communityAuthors.suspendedAt } })
      .from(user)
      .leftJoin(subscribers, eq(subscribers.userId, user.id))
      .leftJoin(communityAuthors, eq(communityAuthors.userId, user.id))
      .where(filter)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((opts.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(user).where(filter),
  ]);
  return {
    total: total?.n ?? 0,
    page: opts.page,
    pageSize: ADMIN_PAGE_SIZE,
    users: rows.map(({ user: u, subscriber, author }) => {
      const sub = toSubscription(subscriber ?? undefined, now);
      return {
        id: u.id,
        email: u.email || null,
        created_at: u.createdAt.toISOString(),
        role: u.role,
        email_verified: u.emailVerified,
        subscribed: sub.subscribed,
        plan_type: sub.plan_type,
        trial_active: sub.trial_active,
        trial_end: sub.trial_end,
        subscription_end: sub.subscription_end,
        source: subscriber?.source ?? "none",
        // Only an account that has shared has a community name to suspend (docs/decisions/064).
        community_author: author ? { id: author.id, suspended: author.suspendedAt !== null } : null,
      };
    }),
  };
}

export type ComplimentaryGrant =
  { kind: "trial"; days: number } | { kind: "plan"; planType: "dinner" | "all_day" | "breakfast_addon" | "lunch_addon"; days: number } | { kind: "revoke" };

/** Records a complimentary trial or plan; never a payment (source = complimentary). */
export async function grantComplimentary(db: Database, targetUserId: string, adminId: string, grant: ComplimentaryGrant, now: Date) {
  const [target] = await db.select({ id: user.id }).from(user).where(eq(user.id, targetUserId)).limit(1);
  if (!target) throw new AppError(404, "NOT_FOUND", "User not found");
  const until = grant.kind === "revoke" ? null : new Date(now.getTime() + grant.days * 86_400_000);
  const values =
    grant.kind === "trial"
      ? { subscribed: false, planType: null, billingInterval: null, trialEnd: until, subscriptionEnd: null }
      : grant.kind === "plan"
        ? { subscribed: true, planType: grant.planType, billingInterval: null, trialEnd: null, subscriptionEnd: until }
        : { subscribed: false, planType: null, billingInterval: null, trialEnd: null, subscriptionEnd: null };
  const source = grant.kind === "revoke" ? "none" : "complimentary";
  const [row] = await db
    .insert(subscribers)
    .values({ userId: targetUserId, ...values, source, grantedBy: adminId, updatedAt: now })
    .onConflictDoUpdate({ target: subscribers.userId, set: { ...values, source, grantedBy: adminId, updatedAt: sql`now()` } })
    .returning();
  return toSubscription(row, now);
}
