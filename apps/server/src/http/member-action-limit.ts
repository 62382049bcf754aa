import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { communityActions } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one action of a member against a limit of `max` per `windowMs` (at most a day), from rows
 * in the database, so every app instance enforces the same limit with no state of its own
 * (docs/decisions/064, docs/decisions/054). Answers 0 when counted, else the seconds to wait; a
 * refused action is not counted. The table was the community's first and keeps its name.
 */
export async function countMemberAction(db: Database, opts: { userId: string; action: string; max: number; windowMs: number; now: Date }): Promise<number> {
  const { userId, action, now } = opts;
  const since = new Date(now.getTime() - opts.windowMs);
  const recent = and(
    eq(communityActions.userId, userId),
    eq(communityActions.action, action),
    gt(communityActions.createdAt, sql`${since.toISOString()}::timestamptz`),
  );
  const [row] = await db
    .select({ n: count(), oldest: sql<string | null>`min(${communityActions.createdAt})` })
    .from(communityActions)
    .where(recent);
  if ((row?.n ?? 0) >= opts.max) {
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
    return Math.max(1, Math.ceil((oldest + opts.windowMs - now.getTime()) / 1000));
  }
  await db.insert(communityActions).values({ userId, action, createdAt: now });
  // Every window is at most a day: older rows of this member count for nothing any more.
  const old = new Date(now.getTime() - DAY_MS);
  await db.delete(communityActions).where(and(eq(communityActions.userId, userId), lt(communityActions.createdAt, sql`${old.toISOString()}::timestamptz`)));
  return 0;
}
