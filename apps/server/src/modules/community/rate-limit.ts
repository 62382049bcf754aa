import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import { COMMUNITY_RATE_LIMITS, communityMessages, type CommunityAction } from "@sierra/shared";
import type { Database } from "../../db/client";
import { communityActions } from "../../db/schema";
import { communityErrors } from "./errors";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one community action of a member, refusing it past the limit. Counted from rows in the
 * database, so every app instance enforces the same limit with no state of its own (docs/decisions/064).
 */
export async function countAction(db: Database, userId: string, action: CommunityAction, now: Date): Promise<void> {
  const limit = COMMUNITY_RATE_LIMITS[action];
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(communityActions)
    .where(
      and(eq(communityActions.userId, userId), eq(communityActions.action, action), gt(communityActions.createdAt, sql`${since.toISOString()}::timestamptz`)),
    );
  if ((row?.n ?? 0) >= limit.max) throw communityErrors.rateLimited(communityMessages.rateLimited(limit.what, limit.max, limit.words));
  await db.insert(communityActions).values({ userId, action, createdAt: now });
  // Every window is at most a day: older rows of this member count for nothing any more.
  const old = new Date(now.getTime() - DAY_MS);
  await db.delete(communityActions).where(and(eq(communityActions.userId, userId), lt(communityActions.createdAt, sql`${old.toISOString()}::timestamptz`)));
}
