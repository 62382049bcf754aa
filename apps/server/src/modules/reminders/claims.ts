import { and, eq, lt, sql } from "drizzle-orm";
import type { IsoDate, ReminderKind } from "@sierra/shared";
import type { Database } from "../../db/client";
import { reminderDeliveries as deliveries } from "../../db/schema";

/** How long a claim is its instance's; past it (the instance died mid-send) another takes it over. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Tries per reminder before it is marked failed. */
export const MAX_ATTEMPTS = 3;

export interface Claim {
  id: string;
  userId: string;
  kind: ReminderKind;
  localDate: IsoDate;
}

/**
 * Claims (member, kind, local date) for this instance: the unique key lets exactly one insert
 * win, on any number of instances, so a reminder is sent once (docs/decisions/066).
 */
export async function claimReminder(db: Database, userId: string, kind: ReminderKind, localDate: IsoDate, now: Date): Promise<Claim | null> {
  const [row] = await db
    .insert(deliveries)
    .values({ userId, kind, localDate, status: "sending", lockedUntil: new Date(now.getTime() + CLAIM_LEASE_MS), createdAt: now })
    .onConflictDoNothing({ target: [deliveries.userId, deliveries.kind, deliveries.localDate] })
    .returning({ id: deliveries.id });
  return row ? { id: row.id, userId, kind, localDate } : null;
}

/**
 * Claims whose instance died before finishing (lease over) are taken over, one instance each
 * (SKIP LOCKED), and tried again until MAX_ATTEMPTS; then they are failed.
 */
export async function reclaimAbandoned(db: Database, now: Date): Promise<Claim[]> {
  await db
    .update(deliveries)
    .set({ status: "failed", detail: "The server stopped while sending, too many times.", finishedAt: now })
    .where(and(eq(deliveries.status, "sending"), lt(deliveries.lockedUntil, now), sql`${deliveries.attempts} >= ${MAX_ATTEMPTS}`));
  const rows = await db.execute(sql`
    update ${deliveries} set attempts = attempts + 1, locked_until = ${new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()}::timestamptz
    where id in (
      select id from ${deliveries}
      where status = 'sending' and locked_until < ${now.toISOString()}::timestamptz
      order by created_at limit 20 for update skip locked
    )
    returning id, user_id as "userId", kind, local_date::text as "localDate"`);
  return rows.rows as unknown as Claim[];
}

export async function finishClaim(db: Database, claim: Claim, status: "sent" | "skipped" | "failed", now: Date, detail?: string): Promise<void> {
  await db
    .update(deliveries)
    .set({ status, detail: detail ?? null, finishedAt: now, lockedUntil: null })
    .where(eq(deliveries.id, claim.id));
}
