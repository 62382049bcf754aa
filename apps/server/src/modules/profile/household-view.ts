import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { households, members } from "../../db/schema";
import { memberView } from "./serialize";

/**
 * The household the profile points at (else the one the user owns) with its members, self first.
 * max_members follows the household size preference (docs/decisions/022-household-members.md);
 * for the owner it is brought in line here, never below the members already in it.
 */
export async function householdView(db: Database, userId: string, householdId: string | null, householdSize?: number) {
  const [household] = await db
    .select()
    .from(households)
    .where(householdId ? eq(households.id, householdId) : eq(households.ownerUserId, userId))
    .limit(1);
  if (!household) return null;
  const rows = await db
    .select()
    .from(members)
    .where(eq(members.householdId, household.id))
    .orderBy(sql`${members.role} <> 'self'`, asc(members.createdAt));
  const isOwner = household.ownerUserId === userId;
  const maxMembers = isOwner ? await alignMaxMembers(db, household, householdSize, rows.length) : household.maxMembers;
  return {
    id: household.id,
    max_members: maxMembers,
    is_owner: isOwner,
    members: rows.map((row) => memberView(row)),
  };
}
export type HouseholdView = NonNullable<Awaited<ReturnType<typeof householdView>>>;

/**
 * Brings the owner's max_members in line with the household size preference, never below the
 * members already in the household. Returns the value now in force.
 */
export async function alignMaxMembers(
  db: Pick<Database, "update">,
  household: { id: string; maxMembers: number },
  householdSize: number | undefined,
  members: number,
): Promise<number> {
  if (householdSize === undefined || householdSize === household.maxMembers || householdSize < members) return household.maxMembers;
  await db.update(households).set({ maxMembers: householdSize }).where(eq(households.id, household.id));
  return householdSize;
}

/** How many members a household has, for the capacity checks. */
export async function memberCount(db: Pick<Database, "select">, householdId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(members).where(eq(members.householdId, householdId));
  return row?.n ?? 0;
}
